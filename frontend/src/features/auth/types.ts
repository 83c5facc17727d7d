export interface SessionUser {
  _id: string;
  username: string;
  email: string;
  role: 'customer' | 'admin';
  avatar: string;
  first_name: string;
  last_name: string;
  created_at: string;
  token?: string;
}
