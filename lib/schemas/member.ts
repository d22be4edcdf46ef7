import { z } from 'zod';
import { PublicIdSchema } from './common';

export const MemberSchema = z
  .object({
    publicId: PublicIdSchema,
    role: z.string().meta({ description: 'Role in the workspace: admin or member' }),
    user: z.object({
      publicId: PublicIdSchema,
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
    }),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof MemberSchema>;
