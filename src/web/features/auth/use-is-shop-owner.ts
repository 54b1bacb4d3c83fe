import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../shared/api/auth-user';
import { fetchIsShopOwner } from '../../api/account';
import { appQueryClient } from '../../api/app-query-client';

/**
 * Whether the signed-in account may open the back office, asked once per account and page
 * load: the account menu offers "Shop Admin" to owners. The back office guards itself anyway.
 */
export function useIsShopOwner(user: AuthUser): boolean {
  const role = useQuery(
    {
      queryKey: ['shop-owner', user.uid],
      queryFn: fetchIsShopOwner,
      staleTime: Number.POSITIVE_INFINITY,
    },
    appQueryClient,
  );
  return role.data === true;
}
