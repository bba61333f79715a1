import type { MailLanguage } from './mailer.js';

// The shop's mails: plain text, short and friendly, in English, Spanish and Simplified Chinese.

export type OtpPurpose = 'signup' | 'reset';

export interface MailContent {
  subject: string;
  text: string;
}

const SUPPORTED: readonly MailLanguage[] = ['en', 'es', 'zh'];

/**
 * The customer's language from an Accept-Language header: the supported language (en, es, zh; any region or
 * script, so zh-CN and zh-TW both give zh) with the highest q value, the first listed on a tie. English otherwise.
 */
export function mailLanguage(acceptLanguage: string | undefined): MailLanguage {
  if (!acceptLanguage) return 'en';
  let best: { language: MailLanguage; q: number } | undefined;
  for (const entry of acceptLanguage.split(',').slice(0, 32)) {
    const [range = '', ...params] = entry.split(';');
    const primary = range.trim().toLowerCase().split('-')[0] as MailLanguage;
    if (!SUPPORTED.includes(primary)) continue;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=');
      if (name.trim().toLowerCase() === 'q') q = /^\s*\d(\.\d*)?\s*$/.test(value) ? Number(value) : NaN;
    }
    if (!(q > 0 && q <= 1)) continue; // q=0 means "not this one"; an entry with a malformed q is skipped
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}

const otpTexts: Record<MailLanguage, Record<OtpPurpose, (code: string) => MailContent>> = {
  en: {
    signup: (code) => ({
      subject: 'Your Akwaaba Market verification code',
      text: [
        'Hello,',
        '',
        'Welcome to Akwaaba Market! Here is your code to finish creating your account:',
        '',
        `    ${code}`,
        '',
        'The code expires in 10 minutes. Never share it with anyone: Akwaaba Market will never ask you for it.',
        '',
        "If you didn't ask for this code, you can simply ignore this email.",
        '',
        'The Akwaaba Market team',
      ].join('\n'),
    }),
    reset: (code) => ({
      subject: 'Reset your Akwaaba Market password',
      text: [
        'Hello,',
        '',
        'We received a request to reset the password of your Akwaaba Market account. Here is your code:',
        '',
        `    ${code}`,
        '',
        'The code expires in 10 minutes. Never share it with anyone: Akwaaba Market will never ask you for it.',
        '',
        "If you didn't ask to reset your password, you can simply ignore this email. Your password stays the same.",
        '',
        'The Akwaaba Market team',
      ].join('\n'),
    }),
  },
  es: {
    signup: (code) => ({
      subject: 'Tu código de verificación de Akwaaba Market',
      text: [
        'Hola:',
        '',
        '¡Te damos la bienvenida a Akwaaba Market! Este es tu código para terminar de crear tu cuenta:',
        '',
        `    ${code}`,
        '',
        'El código caduca en 10 minutos. No se lo des a nadie: Akwaaba Market nunca te lo pedirá.',
        '',
        'Si no has pedido este código, puedes ignorar este correo.',
        '',
        'El equipo de Akwaaba Market',
      ].join('\n'),
    }),
    reset: (code) => ({
      subject: 'Restablece tu contraseña de Akwaaba Market',
      text: [
        'Hola:',
        '',
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Akwaaba Market. Este es tu código:',
        '',
        `    ${code}`,
        '',
        'El código caduca en 10 minutos. No se lo des a nadie: Akwaaba Market nunca te lo pedirá.',
        '',
        'Si no has pedido restablecer tu contraseña, puedes ignorar este correo. Tu contraseña no cambiará.',
        '',
        'El equipo de Akwaaba Market',
      ].join('\n'),
    }),
  },
  zh: {
    signup: (code) => ({
      subject: '您的 Akwaaba Market 验证码',
      text: [
        '您好！',
        '',
        '欢迎来到 Akwaaba Market！请使用以下验证码完成账户注册：',
        '',
        `    ${code}`,
        '',
        '验证码 10 分钟内有效。请勿将验证码告诉任何人，Akwaaba Market 绝不会向您索要验证码。',
        '',
        '如果您没有申请此验证码，请忽略本邮件。',
        '',
        'Akwaaba Market 团队',
      ].join('\n'),
    }),
    reset: (code) => ({
      subject: '重置您的 Akwaaba Market 密码',
      text: [
        '您好！',
        '',
        '我们收到了重置您 Akwaaba Market 账户密码的请求。您的验证码是：',
        '',
        `    ${code}`,
        '',
        '验证码 10 分钟内有效。请勿将验证码告诉任何人，Akwaaba Market 绝不会向您索要验证码。',
        '',
        '如果您没有申请重置密码，请忽略本邮件，您的密码不会改变。',
        '',
        'Akwaaba Market 团队',
      ].join('\n'),
    }),
  },
};

/** The one-time-code mail (sign-up or password reset). */
export function otpMail(language: MailLanguage, code: string, purpose: OtpPurpose): MailContent {
  return otpTexts[language][purpose](code);
}

/**
 * Sent instead of a sign-up code when the address already has an account: the sign-up answer is the same for every
 * address (no one learns from it who is a customer); only the owner of the mailbox learns it here.
 */
export function accountExistsMail(language: MailLanguage): MailContent {
  switch (language) {
    case 'es':
      return {
        subject: 'Ya tienes una cuenta de Akwaaba Market',
        text: [
          'Hola:',
          '',
          'Alguien ha pedido crear una cuenta de Akwaaba Market con esta dirección de correo, pero ya tienes una.',
          '',
          'Inicia sesión con tu contraseña, o restablécela con «¿Olvidaste tu contraseña?» en la página de inicio de sesión si no la recuerdas.',
          '',
          'Si no has sido tú, puedes ignorar este correo: tu cuenta sigue igual.',
          '',
          'El equipo de Akwaaba Market',
        ].join('\n'),
      };
    case 'zh':
      return {
        subject: '您已有 Akwaaba Market 账户',
        text: [
          '您好！',
          '',
          '有人使用此电子邮箱申请注册 Akwaaba Market 账户，但您已经有一个账户了。',
          '',
          '请使用密码登录；如果忘记了密码，请在登录页面点击“忘记密码？”重置。',
          '',
          '如果不是您本人操作，请忽略此邮件，您的账户不受影响。',
          '',
          'Akwaaba Market 团队',
        ].join('\n'),
      };
    default:
      return {
        subject: 'You already have an Akwaaba Market account',
        text: [
          'Hello,',
          '',
          'Someone asked to create an Akwaaba Market account with this email address, but you already have one.',
          '',
          'Log in with your password, or reset it with "Forgot password?" on the login page if you do not remember it.',
          '',
          "If it wasn't you, you can simply ignore this email: your account stays as it is.",
          '',
          'The Akwaaba Market team',
        ].join('\n'),
      };
  }
}

/** The notice sent after a password change. `name` may be empty (then a greeting without a name). */
export function passwordChangedMail(language: MailLanguage, name: string): MailContent {
  const who = name.trim();
  switch (language) {
    case 'es':
      return {
        subject: 'Se ha cambiado la contraseña de tu cuenta de Akwaaba Market',
        text: [
          who ? `Hola, ${who}:` : 'Hola:',
          '',
          'Te confirmamos que la contraseña de tu cuenta de Akwaaba Market se acaba de cambiar.',
          '',
          'Si has sido tú, no tienes que hacer nada más.',
          'Si no has sido tú, restablécela cuanto antes con «¿Olvidaste tu contraseña?» en la página de inicio de sesión y escríbenos.',
          '',
          'El equipo de Akwaaba Market',
        ].join('\n'),
      };
    case 'zh':
      return {
        subject: '您的 Akwaaba Market 密码已修改',
        text: [
          who ? `${who}，您好！` : '您好！',
          '',
          '您的 Akwaaba Market 账户密码刚刚已修改。',
          '',
          '如果是您本人操作，无需再做任何处理。',
          '如果不是您本人操作，请立即在登录页面点击“忘记密码？”重置密码，并与我们联系。',
          '',
          'Akwaaba Market 团队',
        ].join('\n'),
      };
    default:
      return {
        subject: 'Your Akwaaba Market password was changed',
        text: [
          who ? `Hello ${who},` : 'Hello,',
          '',
          'This is to let you know that the password of your Akwaaba Market account was just changed.',
          '',
          "If that was you, there's nothing else to do.",
          'If it wasn\'t you, please reset your password right away with "Forgot password?" on the login page, and get in touch with us.',
          '',
          'The Akwaaba Market team',
        ].join('\n'),
      };
  }
}

// ---- The contact form ----

export interface ContactMailInput {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: MailLanguage;
  /** The signed-in customer who wrote, or null for a guest. */
  customerId: number | null;
  receivedAt: Date;
}

const LANGUAGE_NAMES: Record<MailLanguage, string> = { en: 'English', es: 'Spanish', zh: 'Chinese' };

/** The message for the support team (in English, their language): "[Contact] <subject>", every detail, the text. */
export function contactSupportMail(input: ContactMailInput): MailContent {
  return {
    subject: `[Contact] ${input.subject}`,
    text: [
      'A new message from the contact form of Akwaaba Market.',
      '',
      `Name:     ${input.name}`,
      `Email:    ${input.email}`,
      `Language: ${LANGUAGE_NAMES[input.language]} (${input.language})`,
      `Customer: ${input.customerId === null ? 'guest (not signed in)' : `customer id ${input.customerId}`}`,
      `Received: ${input.receivedAt.toISOString()}`,
      `Reference: ${input.id.slice(0, 8).toUpperCase()} (message id ${input.id})`,
      '',
      `Subject: ${input.subject}`,
      '',
      input.message,
      '',
      '--',
      'Reply to this email to answer the customer (replies go to their address).',
    ].join('\n'),
  };
}

/**
 * The short acknowledgement to the customer, in their language. It repeats nothing the sender typed (no name,
 * subject or message): the address is not verified, so the form must not become a way to mail any text to anyone.
 */
export function contactAcknowledgementMail(language: MailLanguage, reference: string): MailContent {
  const ref = reference.slice(0, 8).toUpperCase();
  switch (language) {
    case 'es':
      return {
        subject: 'Hemos recibido tu mensaje – Akwaaba Market',
        text: [
          'Hola:',
          '',
          'Gracias por escribir a Akwaaba Market. Hemos recibido tu mensaje y nuestro equipo de atención al cliente te responderá a esta dirección de correo.',
          '',
          'Horario de atención (hora de Ghana): de lunes a viernes, de 8:00 a 18:00; sábados, de 9:00 a 17:00; domingos, cerrado.',
          '',
          `Referencia: ${ref}`,
          '',
          'Si no has escrito tú, puedes ignorar este correo.',
          '',
          'El equipo de Akwaaba Market',
        ].join('\n'),
      };
    case 'zh':
      return {
        subject: '我们已收到您的留言 – Akwaaba Market',
        text: [
          '您好！',
          '',
          '感谢您联系 Akwaaba Market。我们已收到您的留言，客服团队会通过此邮箱地址回复您。',
          '',
          '客服时间（加纳时间）：周一至周五 8:00–18:00，周六 9:00–17:00，周日休息。',
          '',
          `参考编号：${ref}`,
          '',
          '如果这不是您本人发送的，请忽略本邮件。',
          '',
          'Akwaaba Market 团队',
        ].join('\n'),
      };
    default:
      return {
        subject: 'We received your message – Akwaaba Market',
        text: [
          'Hello,',
          '',
          'Thank you for writing to Akwaaba Market. We have received your message, and our customer service team will reply to this email address.',
          '',
          'Support hours (Ghana time): Monday-Friday 8am-6pm, Saturday 9am-5pm, Sunday closed.',
          '',
          `Reference: ${ref}`,
          '',
          "If you didn't write to us, you can simply ignore this email.",
          '',
          'The Akwaaba Market team',
        ].join('\n'),
      };
  }
}
