/** `GET /api/settings/public`: the public, admin-editable site settings (never secrets). */
export interface PublicSettings {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  crmUrl: string | null;
}
