/** The block's sketch in the admin's block picker (shapes in the 300 × 136 area above its description). */
export const sketch =
  '<rect x="16" y="36" width="268" height="66" rx="8" class="brand"/><rect x="32" y="52" width="120" height="11" rx="3" fill="#fff"/><rect x="32" y="72" width="150" height="7" rx="3" fill="#9fb3c8"/><rect x="196" y="56" width="72" height="26" rx="13" fill="#fff"/>';
