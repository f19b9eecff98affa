// The accounts feature's entry: what other features use of it (they import it from here, not from its files).
export { useAuth } from './auth/auth-context';
export { apiFetch, authFetch, authFetchBlob, HttpError, rawFetch, requestAccessToken } from './auth/auth-fetch';
export { getToken, setToken } from './auth/token-store';
export { CodeEntryField, emptyCode } from './components/CodeEntry';
export { CustomerSignIn } from './components/CustomerSignIn';
export { LoginForm } from './components/LoginForm';
export { PasswordRules } from './components/PasswordRules';
export { RestaurateurGuard, RestaurateurSession, type SpaceRestaurant } from './components/RestaurateurGuard';
export {
  BIOGRAPHY_MAX_LENGTH, codeRules, type CodeValues, deleteAccountRules, type DeleteAccountValues, FIELD_MAX, passwordChangeRules,
  type PasswordChangeValues, profileRules, type ProfileValues,
} from './components/account-forms';
export { AuthPending } from './pages/AuthPending';
export { useRoleCheck } from './pages/useRoleCheck';
export {
  AVATAR_SIDE, PHOTO_TEXTS, PROFILE_PHOTO_LIMIT, uploadErrorText, uploadImage, uploadProfilePhoto, uploadTooLarge, type UploadLimit,
} from './photo-upload';
