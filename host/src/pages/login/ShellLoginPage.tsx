import { signInWithMessage } from '../../app/sign-in';
import { LoginPage } from './LoginPage';

/** /login inside the shell (after a sign-out): signs in through the page's one shared-auth. */
export function ShellLoginPage() {
  return <LoginPage signIn={signInWithMessage} />;
}
