import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/storage-keys';
import { AddressForm } from './address-form';
import { NEW_YORK_ADDRESS as NEW_YORK } from './sample-address';
import { loadAddressHistory } from './stored-address';

const REQUIRED_FIELDS = [
  'First name',
  'Last name',
  'Email',
  'Street address',
  'City',
  'State/Province',
  'Postal code',
  'Country',
];

const SELECTS = ['State/Province', 'Country'];

function renderForm() {
  const onValidityChange = vi.fn();
  const onSubmitValid = vi.fn();
  const view = render(
    <AddressForm onValidityChange={onValidityChange} onSubmitValid={onSubmitValid} />,
  );
  return { onValidityChange, onSubmitValid, unmount: view.unmount, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Get Shipping Methods' });

async function fillNewYork(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Grace');
  await user.type(field('Last name'), ' Hopper ');
  await user.type(field('Email'), 'grace@example.com');
  await user.type(field('Street address'), '350 Fifth Avenue');
  await user.type(field('City'), 'New York');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State/Province' }), 'NY');
  await user.type(field('Postal code'), '10118');
}

describe('AddressForm', () => {
  it('labels every field and marks the required ones for eyes and screen readers', () => {
    renderForm();
    for (const name of REQUIRED_FIELDS) {
      const role = SELECTS.includes(name) ? 'combobox' : 'textbox';
      const control = screen.getByRole(role, { name });
      expect(control).toHaveAttribute('aria-required', 'true');
      const asterisk = within(control.closest('div') as HTMLElement).getByText('*');
      expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    }
    for (const name of ['Phone', 'Apartment/suite']) {
      expect(field(name)).not.toHaveAttribute('aria-required');
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
  });

  it('offers the US states by code and name, and only the United States', () => {
    renderForm();
    const state = screen.getByRole('combobox', { name: 'State/Province' });
    expect(within(state).getByRole('option', { name: 'New York' })).toHaveValue('NY');
    expect(within(state).getByRole('option', { name: 'Puerto Rico' })).toHaveValue('PR');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['United States']);
    expect(country).toHaveValue('US');
  });

  it('on an empty submit shows each required message on its own field', async () => {
    const { user, onSubmitValid } = renderForm();
    await user.click(submit());
    const expected = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Email is required',
      'Street address': 'Street address is required',
      City: 'City is required',
      'Postal code': 'Postal code is required',
    };
    for (const [name, message] of Object.entries(expected)) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('combobox', { name: 'State/Province' })).toHaveAccessibleDescription(
      'State/Province is required',
    );
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(onSubmitValid).not.toHaveBeenCalled();
  });

  it('shows the format messages once the required ones pass, and clears them when fixed', async () => {
    const { user } = renderForm();
    await fillNewYork(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'grace@');
    await user.clear(field('Postal code'));
    await user.type(field('Postal code'), '1011');
    await user.click(submit());
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Postal code')).toHaveAccessibleDescription(
      'Please enter a valid US ZIP code (12345 or 12345-6789)',
    );

    await user.type(field('Postal code'), '8-1234');
    expect(field('Postal code')).not.toHaveAttribute('aria-invalid');
  });

  it('reports validity as the shopper types and asks for methods with the trimmed address', async () => {
    const { user, onValidityChange, onSubmitValid } = renderForm();
    expect(onValidityChange).toHaveBeenLastCalledWith(null);
    await fillNewYork(user);
    expect(onValidityChange).toHaveBeenLastCalledWith(NEW_YORK);

    await user.click(submit());
    expect(onSubmitValid).toHaveBeenCalledWith(NEW_YORK);
    expect(loadAddressHistory()).toMatchObject([
      { first_name: 'Grace', zip: '10118', isValid: true },
    ]);

    await user.clear(field('City'));
    expect(onValidityChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses a ZIP code of another state under the ZIP field before asking for methods', async () => {
    const { user, onValidityChange, onSubmitValid } = renderForm();
    await fillNewYork(user);
    const state = screen.getByRole('combobox', { name: 'State/Province' });
    await user.selectOptions(state, 'OR');
    expect(onValidityChange).toHaveBeenLastCalledWith(null);

    await user.click(submit());
    expect(field('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Postal code')).toHaveAccessibleDescription(
      'ZIP code 10118 is in New York, not Oregon.',
    );
    expect(onSubmitValid).not.toHaveBeenCalled();

    await user.selectOptions(state, 'NY');
    expect(field('Postal code')).not.toHaveAttribute('aria-invalid');
    expect(onValidityChange).toHaveBeenLastCalledWith(NEW_YORK);
  });

  it('shows a ZIP code the server refused under the ZIP field', () => {
    const refusal = 'ZIP code 10118 is in New York, not Oregon.';
    render(<AddressForm onValidityChange={vi.fn()} onSubmitValid={vi.fn()} zipRefusal={refusal} />);
    expect(field('Postal code')).toHaveAccessibleDescription(refusal);
  });

  it('keeps the address in storage and brings it back on the next visit', async () => {
    const first = renderForm();
    await fillNewYork(first.user);
    const guest = localStorage.getItem(STORAGE_KEYS.guestSessionId) ?? '';
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.shippingAddress) ?? '{}');
    expect(stored[guest]).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      region: 'NY',
      isValid: true,
    });

    first.unmount();
    const second = renderForm();
    expect(field('First name')).toHaveValue('Grace');
    expect(screen.getByRole('combobox', { name: 'State/Province' })).toHaveValue('NY');
    expect(second.onValidityChange).toHaveBeenLastCalledWith(NEW_YORK);
  });

  it('starts empty when the stored address is unreadable', () => {
    localStorage.setItem(STORAGE_KEYS.shippingAddress, '{"first_name": 42');
    renderForm();
    expect(field('First name')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  });
});
