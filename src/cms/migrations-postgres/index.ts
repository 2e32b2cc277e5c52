import * as migration_20261123_133152_initial from './20261123_133152_initial';
import * as migration_20261125_113541_drop_reset_password_requested_at from './20261125_113541_drop_reset_password_requested_at';
import * as migration_20261125_231039_add_captions from './20261125_231039_add_captions';
import * as migration_20261125_232734_spec_leftovers from './20261125_232734_spec_leftovers';
import * as migration_20261126_081222_site_search from './20261126_081222_site_search';
import * as migration_20261126_113245_scheduled_publishing from './20261126_113245_scheduled_publishing';
import * as migration_20261126_153613_search_rank_column from './20261126_153613_search_rank_column';
import * as migration_20261126_175637_search_terms from './20261126_175637_search_terms';
import * as migration_20261127_040000_search_compound_beginnings from './20261127_040000_search_compound_beginnings';
import * as migration_20261127_070000_search_terms_changed_words from './20261127_070000_search_terms_changed_words';
import * as migration_20261127_125157_search_rebuild_job from './20261127_125157_search_rebuild_job';
import * as migration_20261127_220000_search_compound_syllables from './20261127_220000_search_compound_syllables';
import * as migration_20261128_010000_search_short_heads from './20261128_010000_search_short_heads';
import * as migration_20261128_070000_search_plural_stems from './20261128_070000_search_plural_stems';
import * as migration_20261129_022322_device_sign_in from './20261129_022322_device_sign_in';
import * as migration_20261129_054551_playlist_feed from './20261129_054551_playlist_feed';
import * as migration_20261202_202106_audit_log from './20261202_202106_audit_log';
import * as migration_20261203_053736_roles_review from './20261203_053736_roles_review';
import * as migration_20261203_054518_last_modified_by from './20261203_054518_last_modified_by';
import * as migration_20261203_061832_link_checks from './20261203_061832_link_checks';
import * as migration_20261203_062941_audit_schedule from './20261203_062941_audit_schedule';

export const migrations = [
  {
    up: migration_20261123_133152_initial.up,
    down: migration_20261123_133152_initial.down,
    name: '20261123_133152_initial',
  },
  {
    up: migration_20261125_113541_drop_reset_password_requested_at.up,
    down: migration_20261125_113541_drop_reset_password_requested_at.down,
    name: '20261125_113541_drop_reset_password_requested_at',
  },
  {
    up: migration_20261125_231039_add_captions.up,
    down: migration_20261125_231039_add_captions.down,
    name: '20261125_231039_add_captions',
  },
  {
    up: migration_20261125_232734_spec_leftovers.up,
    down: migration_20261125_232734_spec_leftovers.down,
    name: '20261125_232734_spec_leftovers',
  },
  {
    up: migration_20261126_081222_site_search.up,
    down: migration_20261126_081222_site_search.down,
    name: '20261126_081222_site_search',
  },
  {
    up: migration_20261126_113245_scheduled_publishing.up,
    down: migration_20261126_113245_scheduled_publishing.down,
    name: '20261126_113245_scheduled_publishing',
  },
  {
    up: migration_20261126_153613_search_rank_column.up,
    down: migration_20261126_153613_search_rank_column.down,
    name: '20261126_153613_search_rank_column',
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
    up: migration_20261127_125157_search_rebuild_job.up,
    down: migration_20261127_125157_search_rebuild_job.down,
    name: '20261127_125157_search_rebuild_job',
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
    up: migration_20261129_022322_device_sign_in.up,
    down: migration_20261129_022322_device_sign_in.down,
    name: '20261129_022322_device_sign_in',
  },
  {
    up: migration_20261129_054551_playlist_feed.up,
    down: migration_20261129_054551_playlist_feed.down,
    name: '20261129_054551_playlist_feed',
  },
  {
    up: migration_20261202_202106_audit_log.up,
    down: migration_20261202_202106_audit_log.down,
    name: '20261202_202106_audit_log',
  },
  {
    up: migration_20261203_053736_roles_review.up,
    down: migration_20261203_053736_roles_review.down,
    name: '20261203_053736_roles_review',
  },
  {
    up: migration_20261203_054518_last_modified_by.up,
    down: migration_20261203_054518_last_modified_by.down,
    name: '20261203_054518_last_modified_by',
  },
  {
    up: migration_20261203_061832_link_checks.up,
    down: migration_20261203_061832_link_checks.down,
    name: '20261203_061832_link_checks',
  },
  {
    up: migration_20261203_062941_audit_schedule.up,
    down: migration_20261203_062941_audit_schedule.down,
    name: '20261203_062941_audit_schedule'
  },
];
