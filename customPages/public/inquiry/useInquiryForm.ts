import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../../components/dialogs/DialogProvider';
import { focusField, useFormValidation } from '../../../components/form/useFormValidation';
import type { FormRules } from '../../../components/form/useFormValidation';
import { readTracking } from '../../../lib/tracking';
import { INQUIRY_FAILURE_MESSAGE, INQUIRY_FIELDS, inquiryErrors } from '../../../schemas/inquiry';
import type { InquiryDevice, InquiryRegion, InquiryServiceType } from '../../../schemas/inquiry';
import { postInquiry, rememberSentInquiry } from './inquiryApi';

/** The form as the page holds it: every text empty until typed, consent unticked. */
export interface InquiryModel {
  inquiryServiceType: InquiryServiceType;
  companyName: string;
  contactName: string;
  cellphone: string;
  email: string;
  inquiryRegion: InquiryRegion | '';
  space: string;
  zonecode: string;
  address1: string;
  address2: string;
  inquiryContents: string;
  contact_privacy_policy: boolean;
  isPrivateAgree: 'Y' | 'N';
  bcode: string;
}

export function emptyInquiry(serviceType: InquiryServiceType): InquiryModel {
  return {
    inquiryServiceType: serviceType,
    companyName: '',
    contactName: '',
    cellphone: '',
    email: '',
    inquiryRegion: '',
    space: '',
    zonecode: '',
    address1: '',
    address2: '',
    inquiryContents: '',
    contact_privacy_policy: false,
    isPrivateAgree: 'Y',
    bcode: '',
  };
}

/**
 * Submit-triggered rules (spec 1 §5 "Inquiry"): every field asks the shared schema, so the browser and
 * the server give the same Korean message; the field order is the form's, so the first failure is the
 * top-most field.
 */
function inquiryRules(device: InquiryDevice): FormRules<InquiryModel> {
  const rules: FormRules<InquiryModel> = {};
  for (const field of INQUIRY_FIELDS) {
    rules[field] = { validator: (_value, model) => inquiryErrors(model, device)[field] ?? null, trigger: [] };
  }
  return rules;
}

export interface UseInquiryFormOptions {
  serviceType: InquiryServiceType;
  device: InquiryDevice;
  /** Absolute path of the route's completion page; the current query goes along. */
  completePath: string;
  /** Called after a successful submit, before moving on (the dialog closes itself here). */
  onSent?: () => void;
}

/** The inquiry form's state and submit: validate, focus the first failure, send, then complete or alert. */
export function useInquiryForm({ serviceType, device, completePath, onSent }: UseInquiryFormOptions) {
  const rules = useMemo(() => inquiryRules(device), [device]);
  const form = useFormValidation<InquiryModel>({ model: emptyInquiry(serviceType), rules });
  const [sending, setSending] = useState(false);
  const root = useRef<HTMLFormElement | null>(null);
  const alert = useAlert();
  const navigate = useNavigate();
  const { search } = useLocation();

  /** A new value clears that field's message; messages come back only on the next submit. */
  const change = <K extends keyof InquiryModel>(field: K, value: InquiryModel[K]) => {
    form.setValues({ [field]: value } as Partial<InquiryModel>);
    form.clearValidate([field]);
  };

  const submit = async () => {
    if (sending) return;
    const result = form.validate();
    if (!result.valid) {
      if (result.firstInvalidField) focusField(result.firstInvalidField, root.current ?? document);
      return;
    }
    setSending(true);
    try {
      const { values } = form;
      const created = await postInquiry({ ...values, tracking: readTracking() });
      rememberSentInquiry({
        receiptNo: created.receiptNo,
        serviceType: values.inquiryServiceType,
        cellphone: values.cellphone,
      });
      setSending(false);
      onSent?.();
      navigate(`${completePath}${search}`);
    } catch {
      setSending(false);
      await alert(INQUIRY_FAILURE_MESSAGE);
    }
  };

  return { ...form, change, submit, sending, root };
}

export type InquiryFormState = ReturnType<typeof useInquiryForm>;
