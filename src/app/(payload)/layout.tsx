import config from '@payload-config';
import '@payloadcms/next/css';
import { RootLayout, handleServerFunctions } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';

import { schedulePublishWithRights } from '@/cms/scheduling/scheduleServerFunction';

import { importMap } from './admin/importMap.js';
import './custom.css';

const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  // Planning a publication asks the right to publish and is recorded (cms/scheduling).
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: { 'schedule-publish': schedulePublishWithRights } });
};

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}
