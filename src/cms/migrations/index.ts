import * as migration_20261122_043142_initial from './20261122_043142_initial';
import * as migration_20261122_110609_block_catalogue from './20261122_110609_block_catalogue';
import * as migration_20261122_163006_video from './20261122_163006_video';
import * as migration_20261123_103940_career_portal from './20261123_103940_career_portal';
import * as migration_20261123_113946_editor_preview from './20261123_113946_editor_preview';
import * as migration_20261125_113528_drop_reset_password_requested_at from './20261125_113528_drop_reset_password_requested_at';
import * as migration_20261125_231034_add_captions from './20261125_231034_add_captions';
import * as migration_20261125_232720_spec_leftovers from './20261125_232720_spec_leftovers';
import * as migration_20261126_081242_site_search from './20261126_081242_site_search';
import * as migration_20261126_151849_search_rank_index from './20261126_151849_search_rank_index';
import * as migration_20261126_175637_search_terms from './20261126_175637_search_terms';
import * as migration_20261127_040000_search_compound_beginnings from './20261127_040000_search_compound_beginnings';
import * as migration_20261127_070000_search_terms_changed_words from './20261127_070000_search_terms_changed_words';
import * as migration_20261127_220000_search_compound_syllables from './20261127_220000_search_compound_syllables';
import * as migration_20261128_010000_search_short_heads from './20261128_010000_search_short_heads';
import * as migration_20261128_070000_search_plural_stems from './20261128_070000_search_plural_stems';
import * as migration_20261128_080000_search_date_index from './20261128_080000_search_date_index';
import * as migration_20261129_022317_device_sign_in from './20261129_022317_device_sign_in';
import * as migration_20261129_054541_playlist_feed from './20261129_054541_playlist_feed';
import * as migration_20261202_202055_audit_log from './20261202_202055_audit_log';
import * as migration_20261203_053732_roles_review from './20261203_053732_roles_review';
import * as migration_20261203_054514_last_modified_by from './20261203_054514_last_modified_by';
import * as migration_20261203_061827_link_checks from './20261203_061827_link_checks';

export const migrations = [
  {
    up: migration_20261122_043142_initial.up,
    down: migration_20261122_043142_initial.down,
    name: '20261122_043142_initial',
  },
  {
    up: migration_20261122_110609_block_catalogue.up,
    down: migration_20261122_110609_block_catalogue.down,
    name: '20261122_110609_block_catalogue',
  },
  {
    up: migration_20261122_163006_video.up,
    down: migration_20261122_163006_video.down,
    name: '20261122_163006_video',
  },
  {
    up: migration_20261123_103940_career_portal.up,
    down: migration_20261123_103940_career_portal.down,
    name: '20261123_103940_career_portal',
  },
  {
    up: migration_20261123_113946_editor_preview.up,
    down: migration_20261123_113946_editor_preview.down,
    name: '20261123_113946_editor_preview',
  },
  {
    up: migration_20261125_113528_drop_reset_password_requested_at.up,
    down: migration_20261125_113528_drop_reset_password_requested_at.down,
    name: '20261125_113528_drop_reset_password_requested_at',
  },
  {
    up: migration_20261125_231034_add_captions.up,
    down: migration_20261125_231034_add_captions.down,
    name: '20261125_231034_add_captions',
  },
  {
    up: migration_20261125_232720_spec_leftovers.up,
    down: migration_20261125_232720_spec_leftovers.down,
    name: '20261125_232720_spec_leftovers',
  },
  {
    up: migration_20261126_081242_site_search.up,
    down: migration_20261126_081242_site_search.down,
    name: '20261126_081242_site_search',
  },
  {
    up: migration_20261126_151849_search_rank_index.up,
    down: migration_20261126_151849_search_rank_index.down,
    name: '20261126_151849_search_rank_index',
  },
  {
    up: migration_20261126_175637_search_terms.up,
    down: migration_20261126_175637_search_terms.down,
    name: '20261126_175637_search_terms',
  },
  {
    up: migration_20261127_040000_search_compound_beginnings.up,
    down: migration_20261127_040000_search_compound_beginnings.down,
    name: '20261127_040000_search_compound_beginnings',
  },
  {
    up: migration_20261127_070000_search_terms_changed_words.up,
    down: migration_20261127_070000_search_terms_changed_words.down,
    name: '20261127_070000_search_terms_changed_words',
  },
  {
    up: migration_20261127_220000_search_compound_syllables.up,
    down: migration_20261127_220000_search_compound_syllables.down,
    name: '20261127_220000_search_compound_syllables',
  },
  {
    up: migration_20261128_010000_search_short_heads.up,
    down: migration_20261128_010000_search_short_heads.down,
    name: '20261128_010000_search_short_heads',
  },
  {
    up: migration_20261128_070000_search_plural_stems.up,
    down: migration_20261128_070000_search_plural_stems.down,
    name: '20261128_070000_search_plural_stems',
  },
  {
    up: migration_20261128_080000_search_date_index.up,
    down: migration_20261128_080000_search_date_index.down,
    name: '20261128_080000_search_date_index',
  },
  {
    up: migration_20261129_022317_device_sign_in.up,
    down: migration_20261129_022317_device_sign_in.down,
    name: '20261129_022317_device_sign_in',
  },
  {
    up: migration_20261129_054541_playlist_feed.up,
    down: migration_20261129_054541_playlist_feed.down,
    name: '20261129_054541_playlist_feed',
  },
  {
    up: migration_20261202_202055_audit_log.up,
    down: migration_20261202_202055_audit_log.down,
    name: '20261202_202055_audit_log',
  },
  {
    up: migration_20261203_053732_roles_review.up,
    down: migration_20261203_053732_roles_review.down,
    name: '20261203_053732_roles_review',
  },
  {
    up: migration_20261203_054514_last_modified_by.up,
    down: migration_20261203_054514_last_modified_by.down,
    name: '20261203_054514_last_modified_by',
  },
  {
    up: migration_20261203_061827_link_checks.up,
    down: migration_20261203_061827_link_checks.down,
    name: '20261203_061827_link_checks'
  },
];
