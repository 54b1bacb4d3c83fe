import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { storeFactsQuery } from '../../api/store-facts';
import { PATHS } from '../../paths';
import { textLinkClasses } from './info-page';

/**
 * The store's contact address as a mail link, once the server has said which it is; until
 * then a quiet placeholder, and the Contact page if the server cannot say.
 */
export function ContactEmail() {
  const facts = useQuery(storeFactsQuery);
  if (facts.data) {
    const address = facts.data.contact_email;
    return (
      <a href={`mailto:${address}`} className={`${textLinkClasses} [overflow-wrap:anywhere]`}>
        {address}
      </a>
    );
  }
  if (facts.isError) {
    return (
      <Link to={PATHS.contact} className={textLinkClasses}>
        our contact address
      </Link>
    );
  }
  return <span className="text-ink-muted">our e-mail address</span>;
}
