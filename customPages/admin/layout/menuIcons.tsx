import type { ReactElement } from 'react';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';

/**
 * Icons of the shell's own pages (a resource's entry brings its icon in its definition). The collapsed
 * menu shows only icons, so every entry needs a distinct one.
 */
export const MENU_ICONS: Record<string, ReactElement> = {
  home: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  'notice/welfare': <ForumOutlined />,
  'payment/subscription': <AutorenewOutlined />,
  'payment/management': <CreditCardOutlined />,
  'usage/service': <InsightsOutlined />,
  'uses/orders': <ReceiptLongOutlined />,
  'uses/invoice': <DescriptionOutlined />,
  'uses/company/invoice': <DescriptionOutlined />,
  'uses/kiosk': <PointOfSaleOutlined />,
  'uses/payment': <PaymentsOutlined />,
  'usage/staticPrice': <PriceCheckOutlined />,
  'usage/stockTransfer': <SwapHorizOutlined />,
  'usage/stockCheck': <FactCheckOutlined />,
  'uses/report': <AssessmentOutlined />,
  'customer/notice': <CampaignOutlined />,
  'app/manual': <PhoneIphoneOutlined />,
};

export const FALLBACK_MENU_ICON = <ExtensionOutlined />;
