import '../components/auth.css';
import { AuthForm } from '../components/auth-form.tsx';

export function RegisterRoute() {
  return <AuthForm mode="register" />;
}
