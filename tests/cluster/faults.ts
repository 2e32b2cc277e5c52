import type { Fault, SharedService } from '../../deploy/cluster/faults';

/** Hangs, crashes or restores one of the cluster's shared services (tests/cluster/setup.ts does it). */
export async function inject(service: SharedService, fault: Fault): Promise<void> {
  const response = await fetch(`${process.env.CLUSTER_CONTROL_URL ?? ''}/${service}/${fault}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${fault} ${service}: ${response.status} ${await response.text()}`);
}
