'use client';

import { useState } from 'react';

import { Chip } from '@/components/chip/Chip.client';
import { CHIP_COLORS } from '@/components/chip/styles';

const REGIONS = ['Wien', 'Tirol', 'Kärnten'];

export function ChipDemo() {
  const [filters, setFilters] = useState(REGIONS);
  const [lastEvent, setLastEvent] = useState('noch keines');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {CHIP_COLORS.map((color) => (
          <Chip key={color} color={color} onClick={() => setLastEvent(`click: ${color}`)}>
            {color}
          </Chip>
        ))}
        <Chip muted onClick={() => setLastEvent('click: muted')}>
          muted
        </Chip>
        <Chip disabled>disabled</Chip>
      </div>
      <div className="flex flex-wrap gap-2" aria-label="Aktive Filter" role="group">
        {filters.map((region) => (
          <Chip
            key={region}
            showRemoveIcon
            removeLabel={`Filter ${region} entfernen`}
            onRemove={() => {
              setFilters((current) => current.filter((item) => item !== region));
              setLastEvent(`remove: ${region}`);
            }}
          >
            {region}
          </Chip>
        ))}
        {filters.length === 0 ? (
          <button type="button" className="text-sm text-brand underline" onClick={() => setFilters(REGIONS)}>
            Filter zurücksetzen
          </button>
        ) : null}
      </div>
      <p className="text-sm text-lightgrey" role="status">
        Letztes Ereignis: {lastEvent}
      </p>
    </div>
  );
}
