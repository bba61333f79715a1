export { AuthCard, linkClasses } from './components/form-parts';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { ForgotPassword } from './components/forgot-password';
export { OtpDialog, type OtpDialogProps } from './components/otp-dialog';
export { PasswordInput } from './components/password-input';
