/** The block's sketch in the admin's block picker (shapes in the 300 × 136 area above its description). */
export const sketch =
  '<rect x="24" y="34" width="252" height="70" rx="6" fill="#fdf3dc"/><rect x="24" y="34" width="6" height="70" fill="#8a5a00"/><circle cx="52" cy="56" r="10" fill="none" stroke="#8a5a00" stroke-width="2.5"/><rect x="74" y="48" width="130" height="10" rx="3" class="bar"/><rect x="74" y="68" width="180" height="8" rx="3" class="text"/><rect x="74" y="84" width="150" height="8" rx="3" class="text"/>';
