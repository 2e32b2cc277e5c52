/** The block's sketch in the admin's block picker (shapes in the 300 × 136 area above its description). */
export const sketch =
  '<rect x="40" y="10" width="220" height="86" rx="8" class="img"/><path d="M48 90l56-44 40 30 26-20 82 34z" fill="#8aa6c1"/><g class="img"><rect x="40" y="104" width="40" height="26" rx="4" stroke="#0d3b66" stroke-width="3"/><rect x="85" y="104" width="40" height="26" rx="4"/><rect x="130" y="104" width="40" height="26" rx="4"/><rect x="175" y="104" width="40" height="26" rx="4"/><rect x="220" y="104" width="40" height="26" rx="4"/></g>';
