import * as z from 'zod';
import { SIZE_CATEGORIES } from '@konstvagg/rules';
import {
  ARTWORK_STATUSES,
  CATEGORIES,
  EXHIBITION_STATUSES,
  LANGUAGES,
  ORDER_STATUSES,
  ROLES,
  STYLES,
  VENUE_TYPES,
} from './vocabulary/enums.ts';

// The lists live in the zod-free vocabulary (the browser reads them there); these are their schemas.
export const roleSchema = z.enum(ROLES);
export const categorySchema = z.enum(CATEGORIES);
export const styleSchema = z.enum(STYLES);
export const sizeCategorySchema = z.enum(SIZE_CATEGORIES);
export const artworkStatusSchema = z.enum(ARTWORK_STATUSES);
export const exhibitionStatusSchema = z.enum(EXHIBITION_STATUSES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const venueTypeSchema = z.enum(VENUE_TYPES);
export const languageSchema = z.enum(LANGUAGES);
