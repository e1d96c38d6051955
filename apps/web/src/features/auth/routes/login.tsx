import '../components/auth.css';
import { AuthForm } from '../components/auth-form.tsx';

export function LoginRoute() {
  return <AuthForm mode="login" />;
}
