import { ShellMessagePage } from './ShellMessagePage';
import { ACCESS_DENIED_TEXT } from './strings';

/**
 * A screen the member's role, authority or company's services do not open (react-admin's
 * `accessDenied`): said plainly, with the page's one h1 and a way home, instead of react-admin's faded
 * default without a heading.
 */
export function AdminAccessDeniedPage() {
  return <ShellMessagePage text={ACCESS_DENIED_TEXT} />;
}
