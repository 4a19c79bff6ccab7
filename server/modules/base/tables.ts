import type { Generated } from 'kysely';

// The base module's tables: settings, the platform's apps, enumerations, uploaded files.
// Conventions: see server/db/schema.ts.

export interface SettingTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface AppTable {
  id: number;
  name: string;
  portalUrl: string;
  learningTheWay: number;
  cadreArea: number;
}

export interface EnumItemTable {
  id: Generated<number>;
  code: string;
  value: string;
  label: string;
  sort: number;
}

export interface FileTable {
  id: Generated<number>;
  ownerId: number;
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
  purpose: string;
  createdAt: string;
}

export interface BaseTables {
  setting: SettingTable;
  app: AppTable;
  enumItem: EnumItemTable;
  file: FileTable;
}
