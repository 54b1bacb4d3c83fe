import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_COUNTRY } from '../../../../shared/constants';
import {
  normaliseShippingAddress,
  type ShippingAddress,
  type ShippingAddressField,
} from '../../../../shared/validation/shipping-address';
import { COUNTRIES, US_STATES } from '../../../../shared/validation/us-states';
import { Button } from '../../../ui/button';
import { inputClasses } from '../../../ui/input-classes';
import { AddressField, fieldAria } from './address-field';
import { addressFormSchema, quotableAddress } from './address-rules';
import { loadStoredAddress, rememberAddress, saveAddress } from './stored-address';

type FormValues = z.input<typeof addressFormSchema>;

const TEXT_FIELDS: {
  name: ShippingAddressField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete: string;
  wide?: boolean;
}[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  {
    name: 'address1',
    label: 'Street address',
    required: true,
    autoComplete: 'address-line1',
    wide: true,
  },
  { name: 'address2', label: 'Apartment/suite', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
];

function initialValues(): FormValues {
  return loadStoredAddress() ?? normaliseShippingAddress({ country: DEFAULT_COUNTRY });
}

/**
 * The shipping address (SPEC §5): the shared rules and messages through react-hook-form, kept in
 * local storage as the shopper types, its validity reported to the page. Submitting a valid
 * address asks for shipping methods; a ZIP code the server refused for the state
 * (`zipRefusal`) is shown under the ZIP field like the form's own messages.
 */
export function AddressForm({
  onValidityChange,
  onSubmitValid,
  zipRefusal = null,
}: {
  onValidityChange: (address: ShippingAddress | null) => void;
  onSubmitValid: (address: ShippingAddress) => void;
  zipRefusal?: string | null;
}) {
  const [defaultValues] = useState(initialValues);
  const form = useForm<FormValues, unknown, ShippingAddress>({
    resolver: zodResolver(addressFormSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, watch, formState, setError } = form;
  const errors = formState.errors;
  const submitValid = (address: ShippingAddress) => {
    rememberAddress(address, new Date());
    onSubmitValid(address);
  };

  useEffect(() => {
    const report = (values: FormValues) => {
      const address = normaliseShippingAddress(values);
      saveAddress(address, new Date());
      onValidityChange(quotableAddress(address));
    };
    report(form.getValues());
    const subscription = watch((values, { name }) => {
      report(values);
      // The ZIP's message may be about the state it is not in: a new state checks it again.
      if (name === 'region' && form.getFieldState('zip').invalid) void form.trigger('zip');
    });
    return () => subscription.unsubscribe();
  }, [form, watch, onValidityChange]);

  useEffect(() => {
    if (zipRefusal) setError('zip', { type: 'server', message: zipRefusal }, { shouldFocus: true });
  }, [zipRefusal, setError]);

  return (
    <form
      noValidate
      aria-label="Shipping address"
      onSubmit={handleSubmit(submitValid)}
      className="grid gap-4 sm:grid-cols-2"
    >
      {TEXT_FIELDS.map(({ name, label, required, type, autoComplete, wide }) => (
        <AddressField
          key={name}
          id={`address-${name}`}
          label={label}
          required={required}
          error={errors[name]?.message}
          className={wide ? 'sm:col-span-2' : undefined}
        >
          <input
            {...register(name)}
            {...fieldAria(`address-${name}`, errors[name]?.message, required)}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            className={inputClasses}
          />
        </AddressField>
      ))}
      <AddressField
        id="address-region"
        label="State/Province"
        required
        error={errors.region?.message}
      >
        <select
          {...register('region')}
          {...fieldAria('address-region', errors.region?.message, true)}
          autoComplete="address-level1"
          className={inputClasses}
        >
          <option value="">Select a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </AddressField>
      <AddressField id="address-zip" label="Postal code" required error={errors.zip?.message}>
        <input
          {...register('zip')}
          {...fieldAria('address-zip', errors.zip?.message, true)}
          inputMode="numeric"
          autoComplete="postal-code"
          className={inputClasses}
        />
      </AddressField>
      <AddressField
        id="address-country"
        label="Country"
        required
        error={errors.country?.message}
        className="sm:col-span-2"
      >
        <select
          {...register('country')}
          {...fieldAria('address-country', errors.country?.message, true)}
          autoComplete="country"
          className={inputClasses}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </AddressField>
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary">
          <MapPin aria-hidden />
          Get Shipping Methods
        </Button>
      </div>
    </form>
  );
}
