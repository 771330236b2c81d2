import { Box, ButtonBase, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import CoffeeIcon from '@mui/icons-material/Coffee';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import FreeBreakfastIcon from '@mui/icons-material/FreeBreakfast';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import UploadIcon from '@mui/icons-material/Upload';
import { useToast } from '../../../components/toast/ToastProvider';
import { SampleFrame, SampleSection } from '../SampleFrame';

const ICONS: readonly { name: string; label: string; Icon: SvgIconComponent }[] = [
  { name: 'Home', label: '홈', Icon: HomeIcon },
  { name: 'Search', label: '검색', Icon: SearchIcon },
  { name: 'Settings', label: '설정', Icon: SettingsIcon },
  { name: 'Notifications', label: '알림', Icon: NotificationsIcon },
  { name: 'Edit', label: '수정', Icon: EditIcon },
  { name: 'DeleteOutline', label: '삭제', Icon: DeleteOutlineIcon },
  { name: 'Download', label: '내려받기', Icon: DownloadIcon },
  { name: 'Upload', label: '올리기', Icon: UploadIcon },
  { name: 'CalendarMonth', label: '달력', Icon: CalendarMonthIcon },
  { name: 'ReceiptLong', label: '청구서', Icon: ReceiptLongIcon },
  { name: 'Groups', label: '구성원', Icon: GroupsIcon },
  { name: 'AddShoppingCart', label: '스낵24', Icon: AddShoppingCartIcon },
  { name: 'FreeBreakfast', label: '조식24', Icon: FreeBreakfastIcon },
  { name: 'CardGiftcard', label: '선물24', Icon: CardGiftcardIcon },
  { name: 'CleaningServices', label: '클린24', Icon: CleaningServicesIcon },
  { name: 'LocalShipping', label: '퀵24', Icon: LocalShippingIcon },
  { name: 'Coffee', label: '커피24', Icon: CoffeeIcon },
  { name: 'PhoneIphone', label: '법인폰', Icon: PhoneIphoneIcon },
];

/** The icons the portal uses, with the import name a developer needs; a click copies it. */
export function IconSample() {
  const toast = useToast();
  const copy = async (name: string) => {
    const text = `import ${name}Icon from '@mui/icons-material/${name}';`;
    try {
      await navigator.clipboard.writeText(text);
      toast.message(`${name} 아이콘의 import 문을 복사했습니다.`);
    } catch {
      // Clipboard access needs a secure context and permission; show the line so it can be copied by hand.
      toast.inline(text, 'info');
    }
  };
  return (
    <SampleFrame title="아이콘" intro="아이콘을 누르면 import 문이 클립보드에 복사됩니다.">
      <SampleSection title="서비스와 공통 동작">
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: 1.5,
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {ICONS.map(({ name, label, Icon }) => (
            <li key={name}>
              <ButtonBase
                onClick={() => void copy(name)}
                aria-label={`${label} 아이콘 (${name}) 복사`}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  gap: 1,
                  py: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                <Icon fontSize="large" color="primary" />
                <Typography variant="body2">{label}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {name}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      </SampleSection>
    </SampleFrame>
  );
}
