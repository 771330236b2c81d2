import { Suspense, lazy, useState } from 'react';
import type { FormEvent } from 'react';
import { loadOutsideLinks } from '../../dataProviders/links';
import type { DeliveryInput } from './recipientApi';
import { RECIPIENT_TEXT } from './strings';

// The postcode widget (and the UI library it is drawn with) loads only when the search is opened.
const PostcodeSearch = lazy(() =>
  import('../../components/address/PostcodeSearch').then((module) => ({ default: module.PostcodeSearch })),
);

type Field = keyof DeliveryInput;
const EMPTY: DeliveryInput = { name: '', cellPhone: '', zoneCode: '', address1: '', address2: '' };

/** What must be filled before sending; the server checks again with the shared schema. */
function check(values: DeliveryInput): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = RECIPIENT_TEXT.fieldRequired.name;
  if (!/^\d{11}$/.test(values.cellPhone)) errors.cellPhone = RECIPIENT_TEXT.fieldRequired.cellPhone;
  if (!/^\d{5}$/.test(values.zoneCode)) errors.zoneCode = RECIPIENT_TEXT.fieldRequired.zoneCode;
  if (!values.address1.trim()) errors.address1 = RECIPIENT_TEXT.fieldRequired.address1;
  return errors;
}

interface DeliveryFormProps {
  defaultName: string;
  busy: boolean;
  /** The server's field messages after a refused send. */
  serverErrors: Partial<Record<string, string>>;
  onSubmit: (delivery: DeliveryInput) => void;
}

/**
 * The delivery address: zone code and address come from the postcode search (read-only); when the
 * search cannot be used they become typeable, so the recipient can still finish.
 */
export function DeliveryForm({ defaultName, busy, serverErrors, onSubmit }: DeliveryFormProps) {
  const [values, setValues] = useState<DeliveryInput>({ ...EMPTY, name: defaultName });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [scriptUrl, setScriptUrl] = useState<string | null>(null);
  const [searchFailed, setSearchFailed] = useState(false);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const openSearch = async () => {
    try {
      const { postcodeScriptUrl } = await loadOutsideLinks();
      if (!postcodeScriptUrl) throw new Error('no postcode script configured');
      setScriptUrl(postcodeScriptUrl);
    } catch {
      setSearchFailed(true);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const field = (
    name: Field,
    label: string,
    extra: { readOnly?: boolean; inputMode?: 'numeric' | 'tel'; max?: number } = {},
  ) => {
    const message = errors[name] ?? serverErrors[name] ?? serverErrors[`delivery.${name}`];
    return (
      <div className="gift-field">
        <label htmlFor={`gift-${name}`}>{label}</label>
        <input
          id={`gift-${name}`}
          name={name}
          value={values[name]}
          readOnly={extra.readOnly}
          inputMode={extra.inputMode}
          // Digit fields are cut in onChange: a length limit would cut "010-1234-5678" before its dashes go.
          maxLength={extra.inputMode ? undefined : extra.max}
          autoComplete={name === 'name' ? 'name' : name === 'cellPhone' ? 'tel' : undefined}
          aria-invalid={message ? 'true' : 'false'}
          aria-describedby={message ? `gift-${name}-error` : undefined}
          onChange={(event) =>
            set(
              name,
              extra.inputMode
                ? event.target.value.replace(/\D/g, '').slice(0, extra.max)
                : event.target.value,
            )
          }
        />
        {message && (
          <span id={`gift-${name}-error`} className="gift-field__error">
            {message}
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="gift-panel" aria-labelledby="gift-delivery-heading" onSubmit={submit} noValidate>
      <h2 id="gift-delivery-heading">{RECIPIENT_TEXT.deliveryHeading}</h2>
      {field('name', RECIPIENT_TEXT.receiverName, { max: 30 })}
      {field('cellPhone', RECIPIENT_TEXT.cellPhone, { inputMode: 'tel', max: 11 })}
      <div className="gift-row">
        {field('zoneCode', RECIPIENT_TEXT.zoneCode, {
          readOnly: !searchFailed,
          inputMode: 'numeric',
          max: 5,
        })}
        <button
          type="button"
          className="gift-button gift-button--ghost gift-button--small"
          onClick={() => void openSearch()}
        >
          {RECIPIENT_TEXT.addressSearch}
        </button>
      </div>
      {scriptUrl && (
        <div>
          <Suspense
            fallback={<div className="gift-spinner" role="status" aria-label={RECIPIENT_TEXT.loading} />}
          >
            <PostcodeSearch
              scriptUrl={scriptUrl}
              onComplete={(address) => {
                setValues((current) => ({
                  ...current,
                  zoneCode: address.zonecode,
                  address1: address.address,
                }));
                setScriptUrl(null);
                document.getElementById('gift-address2')?.focus();
              }}
              onFailure={() => setSearchFailed(true)}
            />
          </Suspense>
          <button type="button" className="gift-button gift-button--ghost" onClick={() => setScriptUrl(null)}>
            {RECIPIENT_TEXT.closeSearch}
          </button>
        </div>
      )}
      {field('address1', RECIPIENT_TEXT.address1, { readOnly: !searchFailed, max: 200 })}
      {field('address2', RECIPIENT_TEXT.address2, { max: 200 })}
      <button type="submit" className="gift-button" disabled={busy}>
        {busy ? RECIPIENT_TEXT.sending : RECIPIENT_TEXT.submitDelivery}
      </button>
    </form>
  );
}
