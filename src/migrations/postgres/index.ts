import * as migration_20261122_013339_initial from './20261122_013339_initial';
import * as migration_20261124_012716_features from './20261124_012716_features';
import * as migration_20261124_183448_support_and_about from './20261124_183448_support_and_about';
import * as migration_20261124_193257_receipt_counter from './20261124_193257_receipt_counter';
import * as migration_20261124_194551_receipt_catch_up_task from './20261124_194551_receipt_catch_up_task';
import * as migration_20261124_201146_spam_folder from './20261124_201146_spam_folder';
import * as migration_20261124_214418_blocked_donation_attempts from './20261124_214418_blocked_donation_attempts';
import * as migration_20261124_225737_info_page_review from './20261124_225737_info_page_review';
import * as migration_20261124_230356_donation_review_flag from './20261124_230356_donation_review_flag';
import * as migration_20261124_231526_search_settings_and_queries from './20261124_231526_search_settings_and_queries';
import * as migration_20261124_232605_staff_roles_two_factor_privacy from './20261124_232605_staff_roles_two_factor_privacy';
import * as migration_20261124_232606_existing_users_administrators from './20261124_232606_existing_users_administrators';
import * as migration_20261125_043551_risk_checker from './20261125_043551_risk_checker';
import * as migration_20261125_065819_tribute_cards from './20261125_065819_tribute_cards';
import * as migration_20261125_074819_risk_reminders from './20261125_074819_risk_reminders';
import * as migration_20261125_075349_my_giving from './20261125_075349_my_giving';
import * as migration_20261125_080528_instance_coordination from './20261125_080528_instance_coordination';
import * as migration_20261126_234659_outbox_about from './20261126_234659_outbox_about';
import * as migration_20261126_235528_peer_support from './20261126_235528_peer_support';
import * as migration_20261127_000254_donation_distinct_cards from './20261127_000254_donation_distinct_cards';
import * as migration_20261127_004000_search_thesaurus from './20261127_004000_search_thesaurus';
import * as migration_20261127_010551_fundraising from './20261127_010551_fundraising';
import * as migration_20261127_030612_fundraiser_sign_in from './20261127_030612_fundraiser_sign_in';
import * as migration_20261127_073058_fundraiser_last_week_reminder from './20261127_073058_fundraiser_last_week_reminder';
import * as migration_20261127_073500_search_everyday_words from './20261127_073500_search_everyday_words';
import * as migration_20261127_105920_fundraising_gift_thanked from './20261127_105920_fundraising_gift_thanked';
import * as migration_20261127_110840_offline_gift_receipts from './20261127_110840_offline_gift_receipts';
import * as migration_20261127_150010_search_thesaurus_meeting_men from './20261127_150010_search_thesaurus_meeting_men';
import * as migration_20261128_190010_search_inherited_is_genetic from './20261128_190010_search_inherited_is_genetic';
import * as migration_20261129_130010_search_everyday_names from './20261129_130010_search_everyday_names';
import * as migration_20261129_160010_search_single_words from './20261129_160010_search_single_words';

export const migrations = [
  {
    up: migration_20261122_013339_initial.up,
    down: migration_20261122_013339_initial.down,
    name: '20261122_013339_initial',
  },
  {
    up: migration_20261124_012716_features.up,
    down: migration_20261124_012716_features.down,
    name: '20261124_012716_features',
  },
  {
    up: migration_20261124_183448_support_and_about.up,
    down: migration_20261124_183448_support_and_about.down,
    name: '20261124_183448_support_and_about',
  },
  {
    up: migration_20261124_193257_receipt_counter.up,
    down: migration_20261124_193257_receipt_counter.down,
    name: '20261124_193257_receipt_counter',
  },
  {
    up: migration_20261124_194551_receipt_catch_up_task.up,
    down: migration_20261124_194551_receipt_catch_up_task.down,
    name: '20261124_194551_receipt_catch_up_task',
  },
  {
    up: migration_20261124_201146_spam_folder.up,
    down: migration_20261124_201146_spam_folder.down,
    name: '20261124_201146_spam_folder',
  },
  {
    up: migration_20261124_214418_blocked_donation_attempts.up,
    down: migration_20261124_214418_blocked_donation_attempts.down,
    name: '20261124_214418_blocked_donation_attempts',
  },
  {
    up: migration_20261124_225737_info_page_review.up,
    down: migration_20261124_225737_info_page_review.down,
    name: '20261124_225737_info_page_review',
  },
  {
    up: migration_20261124_230356_donation_review_flag.up,
    down: migration_20261124_230356_donation_review_flag.down,
    name: '20261124_230356_donation_review_flag',
  },
  {
    up: migration_20261124_231526_search_settings_and_queries.up,
    down: migration_20261124_231526_search_settings_and_queries.down,
    name: '20261124_231526_search_settings_and_queries',
  },
  {
    up: migration_20261124_232605_staff_roles_two_factor_privacy.up,
    down: migration_20261124_232605_staff_roles_two_factor_privacy.down,
    name: '20261124_232605_staff_roles_two_factor_privacy',
  },
  {
    up: migration_20261124_232606_existing_users_administrators.up,
    down: migration_20261124_232606_existing_users_administrators.down,
    name: '20261124_232606_existing_users_administrators',
  },
  {
    up: migration_20261125_043551_risk_checker.up,
    down: migration_20261125_043551_risk_checker.down,
    name: '20261125_043551_risk_checker',
  },
  {
    up: migration_20261125_065819_tribute_cards.up,
    down: migration_20261125_065819_tribute_cards.down,
    name: '20261125_065819_tribute_cards',
  },
  {
    up: migration_20261125_074819_risk_reminders.up,
    down: migration_20261125_074819_risk_reminders.down,
    name: '20261125_074819_risk_reminders',
  },
  {
    up: migration_20261125_075349_my_giving.up,
    down: migration_20261125_075349_my_giving.down,
    name: '20261125_075349_my_giving',
  },
  {
    up: migration_20261125_080528_instance_coordination.up,
    down: migration_20261125_080528_instance_coordination.down,
    name: '20261125_080528_instance_coordination',
  },
  {
    up: migration_20261126_234659_outbox_about.up,
    down: migration_20261126_234659_outbox_about.down,
    name: '20261126_234659_outbox_about',
  },
  {
    up: migration_20261126_235528_peer_support.up,
    down: migration_20261126_235528_peer_support.down,
    name: '20261126_235528_peer_support',
  },
  {
    up: migration_20261127_000254_donation_distinct_cards.up,
    down: migration_20261127_000254_donation_distinct_cards.down,
    name: '20261127_000254_donation_distinct_cards',
  },
  {
    up: migration_20261127_004000_search_thesaurus.up,
    down: migration_20261127_004000_search_thesaurus.down,
    name: '20261127_004000_search_thesaurus',
  },
  {
    up: migration_20261127_010551_fundraising.up,
    down: migration_20261127_010551_fundraising.down,
    name: '20261127_010551_fundraising',
  },
  {
    up: migration_20261127_030612_fundraiser_sign_in.up,
    down: migration_20261127_030612_fundraiser_sign_in.down,
    name: '20261127_030612_fundraiser_sign_in',
  },
  {
    up: migration_20261127_073058_fundraiser_last_week_reminder.up,
    down: migration_20261127_073058_fundraiser_last_week_reminder.down,
    name: '20261127_073058_fundraiser_last_week_reminder',
  },
  {
    up: migration_20261127_073500_search_everyday_words.up,
    down: migration_20261127_073500_search_everyday_words.down,
    name: '20261127_073500_search_everyday_words',
  },
  {
    up: migration_20261127_105920_fundraising_gift_thanked.up,
    down: migration_20261127_105920_fundraising_gift_thanked.down,
    name: '20261127_105920_fundraising_gift_thanked',
  },
  {
    up: migration_20261127_110840_offline_gift_receipts.up,
    down: migration_20261127_110840_offline_gift_receipts.down,
    name: '20261127_110840_offline_gift_receipts',
  },
  {
    up: migration_20261127_150010_search_thesaurus_meeting_men.up,
    down: migration_20261127_150010_search_thesaurus_meeting_men.down,
    name: '20261127_150010_search_thesaurus_meeting_men',
  },
  {
    up: migration_20261128_190010_search_inherited_is_genetic.up,
    down: migration_20261128_190010_search_inherited_is_genetic.down,
    name: '20261128_190010_search_inherited_is_genetic',
  },
  {
    up: migration_20261129_130010_search_everyday_names.up,
    down: migration_20261129_130010_search_everyday_names.down,
    name: '20261129_130010_search_everyday_names',
  },
  {
    up: migration_20261129_160010_search_single_words.up,
    down: migration_20261129_160010_search_single_words.down,
    name: '20261129_160010_search_single_words',
  },
];
