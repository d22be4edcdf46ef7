import { nanoid } from 'nanoid';

/** 21-character nanoid: `[A-Za-z0-9_-]{21}`. */
export const newPublicId = (): string => nanoid();
