import Typography from '@mui/material/Typography';
import { csInquiryInput, csInquiryRecord, type CsInquiryRecord } from '../../schemas/legacyScreens';
import { defineResource, type GeneratedResource, type ResourceDefinition } from '../_generated';
import { CsInquiryDetail } from './CsInquiryDetail';
import { CS_TEXT } from './strings';

const Intro = () => <Typography sx={{ mb: 1 }}>{CS_TEXT.intro}</Typography>;

/**
 * 1:1 문의 (customer/cs): the company's one-to-one inquiries (an administrator sees the company's,
 * a member their own), written at customer/cs/write and read with their answer at customer/cs/:id.
 * `frame` wraps the pages (the admin hands the legacy portal's gate).
 */
export const csInquiries = (frame?: ResourceDefinition['frame']): GeneratedResource =>
  defineResource<CsInquiryRecord>({
    name: 'csInquiries',
    apiPath: '/homepage/v2/cs-inquiries',
    label: CS_TEXT.label,
    listPath: 'customer/cs',
    createPath: 'customer/cs/write',
    showPath: 'customer/cs/:id',
    frame,
    record: csInquiryRecord,
    input: csInquiryInput,
    search: CS_TEXT.search,
    sort: { field: 'createdAt', order: 'DESC' },
    recordRepresentation: 'title',
    summary: Intro,
    bulkDelete: false,
    views: { show: CsInquiryDetail, edit: false },
  });
