/** sessionStorage key of the path to return to after logging in (spec part 2 section 6). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
