import type { Level } from '@/components/tokens';

export type { Level };

/** Spec 9: which ways of travelling each protection level covers. */
export const VEHICLES_BY_LEVEL = {
  CAR: ['car', 'motorcycle', 'scooter', 'bicycle', 'walking'],
  MOTORCYCLE: ['motorcycle', 'scooter', 'bicycle', 'walking'],
  TOURING: ['bicycle', 'walking'],
} as const satisfies Record<Level, readonly string[]>;

export type Vehicle = (typeof VEHICLES_BY_LEVEL)[Level][number];

export const VEHICLE_NAMES: Record<Vehicle, string> = {
  car: 'Auto',
  motorcycle: 'Motorrad',
  scooter: 'Moped',
  bicycle: 'Fahrrad',
  walking: 'zu Fuß',
};

const paths: Record<Vehicle, string> = {
  car: 'M3 15l2-5.5C5.4 8.6 6.2 8 7.2 8h9.6c1 0 1.8.6 2.2 1.5L21 15v3h-2.2a2.3 2.3 0 01-4.6 0H9.8a2.3 2.3 0 01-4.6 0H3zM6.5 13h11l-1.2-3.2H7.7z',
  motorcycle: 'M5 18.5a3 3 0 110-6 3 3 0 010 6zm14 0a3 3 0 110-6 3 3 0 010 6zM7 12l3-3h3l2 3h2l-2-4h3M10 9l3 6h3',
  scooter: 'M6 18.5a2.5 2.5 0 110-5 2.5 2.5 0 010 5zm12 0a2.5 2.5 0 110-5 2.5 2.5 0 010 5zM6 16h9l2-6h-3M15 7h3',
  bicycle: 'M5.5 18.5a3.5 3.5 0 110-7 3.5 3.5 0 010 7zm13 0a3.5 3.5 0 110-7 3.5 3.5 0 010 7zM5.5 15l4-6h6l3 6M9.5 9L12 15h3.5M14 6h2.5',
  walking: 'M13 4.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM11 21l1.5-6 2 2v4M9 12.5l1.5-3.5 3 .5 2 2.5 2 .5M12.5 9.5l-1 4.5',
};

export function VehicleIcons({ level }: { level: Level }) {
  const vehicles = VEHICLES_BY_LEVEL[level];
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Geschützt unterwegs mit">
      {vehicles.map((vehicle) => (
        <li key={vehicle} className="flex size-9 items-center justify-center rounded-full bg-brand-light text-brand" title={VEHICLE_NAMES[vehicle]}>
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d={paths[vehicle]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only">{VEHICLE_NAMES[vehicle]}</span>
        </li>
      ))}
    </ul>
  );
}
