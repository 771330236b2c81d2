import type { ReactElement } from 'react';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';

/** The collapsed menu shows only these, so every left-menu resource needs a distinct one. */
export const MENU_ICONS: Record<string, ReactElement> = {
  home: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  'member/list': <PeopleOutline />,
  'group/list': <AccountTreeOutlined />,
  'anniversary/list': <CakeOutlined />,
  'manager/list': <AdminPanelSettingsOutlined />,
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
  'uses/report': <AssessmentOutlined />,
  'customer/notice': <CampaignOutlined />,
  'app/manual': <PhoneIphoneOutlined />,
};

export const FALLBACK_MENU_ICON = <ExtensionOutlined />;
