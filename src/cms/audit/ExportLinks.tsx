/** Above the record's list: its export, for administrators (the only ones who see the list). */
export function ExportLinks() {
  return (
    <p style={{ display: 'flex', gap: '1rem', margin: '0 0 1rem' }}>
      <a href="/api/audit-log/export?format=csv" download>
        Protokoll exportieren (CSV)
      </a>
      <a href="/api/audit-log/export?format=json" download>
        Protokoll exportieren (JSON)
      </a>
    </p>
  );
}
