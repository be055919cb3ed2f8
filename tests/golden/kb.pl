% Generated from the knowledge base 971ad285db08372a. Do not edit: change the .law files.
:- module('kb_971ad285db08372a', [run_incident/4, run_incident_json/4]).
:- use_module(library(http/json)).  % atom_json_term/3, from swi-prolog-core-packages
:- use_module(library(time)).  % call_with_time_limit/2
:- dynamic fact/1, derivation/3.
:- style_check(-singleton).  % a rule may bind a variable it does not use again
:- discontiguous fire/4.

% ---------------------------------------------------------------- seat relations
partner('N', 'S').
partner('E', 'W').
partner('S', 'N').
partner('W', 'E').
lho('N', 'E').
lho('E', 'S').
lho('S', 'W').
lho('W', 'N').
rho('N', 'W').
rho('E', 'N').
rho('S', 'E').
rho('W', 'S').
side('N', 'NS').
side('E', 'EW').
side('S', 'NS').
side('W', 'EW').
opponents('N', 'EW').
opponents('E', 'NS').
opponents('S', 'EW').
opponents('W', 'NS').
turn('N', 'N', 1).
turn('N', 'E', 4).
turn('N', 'S', 3).
turn('N', 'W', 2).
turn('E', 'N', 2).
turn('E', 'E', 1).
turn('E', 'S', 4).
turn('E', 'W', 3).
turn('S', 'N', 3).
turn('S', 'E', 2).
turn('S', 'S', 1).
turn('S', 'W', 4).
turn('W', 'N', 4).
turn('W', 'E', 3).
turn('W', 'S', 2).
turn('W', 'W', 1).

% ---------------------------------------------------------------- strata
:- discontiguous recursive_stratum/1.
recursive_stratum(-1).
recursive_stratum(1).
recursive_stratum(10).
recursive_stratum(2).

% ---------------------------------------------------------------- rules
% extra_card_found_unplayed: 13F (2007), kb/law_13.law:66:1
fire('extra_card_found_unplayed', 1, '@rectification'('13F', 'remove_extra_card', [['holder', V_p]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    \+ (fact('extra_card_played'(V_p, _, _)), V_p \== '@none').
fire('extra_card_found_unplayed', 1, '@rectification'('13F', 'continue_auction_and_play_unchanged', [], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    \+ (fact('extra_card_played'(V_p, _, _)), V_p \== '@none').

% extra_card_found_played: 13F (2007), kb/law_13.law:76:1
fire('extra_card_found_played', 1, '@rectification'('13F', 'remove_extra_card', [['holder', V_p], ['played_to_trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.
fire('extra_card_found_played', 1, '@rectification'('13F', 'continue_auction_and_play_unchanged', [], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.
fire('extra_card_found_played', 1, '@rectification'('13F', 'adjusted_score', [['reason', 'extra_card_played'], ['trick', V_t]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.

% extra_card_played_surplus_still_held: 13F (2007), kb/law_13.law:87:1
fire('extra_card_played_surplus_still_held', 1, '@rectification'('13F', 'do_not_apply_law_67', [['trick', V_t], ['decided_by', 'wbf_laws_committee']], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extra_card'(V_p, true, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.
fire('extra_card_played_surplus_still_held', 1, '@rectification'('13F', 'keep_table_result', [['if', 'playing_the_extra_card_made_no_difference_against_the_similar_card_still_held']], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extra_card'(V_p, true, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.

% identical_card_exchanged: 13F (2007), kb/law_13.law:97:1
fire('identical_card_exchanged', 1, '@rectification'('13F', 'exchange_identical_card_for_extra_card', [['holder', V_p], ['trick', V_t]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extra_card'(V_p, true, true), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.

% extra_card_found_unplayed_2017: 13C (2017), kb/law_13.law:108:1
fire('extra_card_found_unplayed_2017', 1, '@rectification'('13C', 'remove_extra_card', [['holder', V_p]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    \+ (fact('extra_card_played'(V_p, _, _)), V_p \== '@none').
fire('extra_card_found_unplayed_2017', 1, '@rectification'('13C', 'continue_auction_and_play_unchanged', [], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    \+ (fact('extra_card_played'(V_p, _, _)), V_p \== '@none').

% extra_card_found_played_2017: 13C (2017), kb/law_13.law:118:1
fire('extra_card_found_played_2017', 1, '@rectification'('13C', 'remove_extra_card', [['holder', V_p], ['played_to_trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.
fire('extra_card_found_played_2017', 1, '@rectification'('13C', 'continue_auction_and_play_unchanged', [], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.

% extra_card_played_to_quitted_trick_2017: 13C (2017), kb/law_13.law:128:1
fire('extra_card_played_to_quitted_trick_2017', 1, '@rectification'('13C', 'adjusted_score', [['reason', 'extra_card_played'], ['trick', V_t]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, true), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.

% extra_card_played_to_open_trick_2017: 13C (2017), kb/law_13.law:137:1
fire('extra_card_played_to_open_trick_2017', 1, '@rectification'('13C', 'no_adjusted_score', [['reason', 'extra_card_not_played_to_a_quitted_trick'], ['trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extra_card'(V_p, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'extra_card_played'(V_p, V_t, false), fact(F1),
    V_p \== '@none',
    V_t \== '@none'.

% call_with_wrong_board_cards_cancelled_2017: 15A1 (2017), kb/law_15.law:114:1
fire('call_with_wrong_board_cards_cancelled_2017', 1, 'wrong_board_call_cancelled'(V_p, V_c), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'cards_from_wrong_board'(V_p, V_found), fact(F0),
    V_p \== '@none',
    V_found \== '@none',
    F1 = 'call'(V_p, V_c, _, _, _), fact(F1),
    V_p \== '@none',
    V_c \== '@none',
    V_c =< V_found.
fire('call_with_wrong_board_cards_cancelled_2017', 1, '@rectification'('15A1', 'cancel_call', [['by', V_p], ['order', V_c]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'cards_from_wrong_board'(V_p, V_found), fact(F0),
    V_p \== '@none',
    V_found \== '@none',
    F1 = 'call'(V_p, V_c, _, _, _), fact(F1),
    V_p \== '@none',
    V_c \== '@none',
    V_c =< V_found.

% wrong_board_earlier_bid_repeated_2017: 15A3 (2017), kb/law_15.law:178:1
fire('wrong_board_earlier_bid_repeated_2017', 1, 'wrong_board_same_call'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, 'bid', V_level, V_strain, V_o), fact(F0),
    V_p \== '@none',
    V_level \== '@none',
    V_strain \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_p, V_o, 'bid', V_level, V_strain), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    V_level \== '@none',
    V_strain \== '@none'.

% wrong_board_earlier_other_call_repeated_2017: 15A3 (2017), kb/law_15.law:187:1
fire('wrong_board_earlier_other_call_repeated_2017', 1, 'wrong_board_same_call'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, V_kind, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_kind \== '@none',
    V_o \== '@none',
    V_kind \== 'bid',
    F1 = 'call'(V_p, V_o, V_kind, _, _), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    V_kind \== '@none'.

% wrong_board_false_call_2017: 15A3 (2017), kb/law_15.law:208:1
fire('wrong_board_false_call_2017', 1, 'wrong_board_call_differs'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'wrong_board_call_misfits_hand'(V_p), fact(F1),
    V_p \== '@none'.

% wrong_board_procedural_penalty_later_2017: 15A4 (2017), kb/law_15.law:247:1
fire('wrong_board_procedural_penalty_later_2017', 1, '@rectification'('15A4', 'procedural_penalty', [['offender', V_p], ['see', 'law_90']], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, _), fact(F0),
    V_p \== '@none'.

% partner_mannerism_is_unauthorized: 16B1a (2007, 2017), kb/law_16_36.law:692:1
fire('partner_mannerism_is_unauthorized', 1, 'unauthorized_information_received'(R0, 'partner_mannerism', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'mannerism'(V_p, _, _), fact(F0),
    V_p \== '@none',
    partner(V_p, R0).

% extraneous_information_received: 16C2 (2007), kb/law_16_36.law:719:1
fire('extraneous_information_received', 1, 'unauthorized_information_received'(V_w, 'extraneous', '@none', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.
fire('extraneous_information_received', 1, '@rectification'('16C2', 'choose_logical_alternative_not_suggested_by_it', [['source', 'extraneous'], ['receiving_it', 'no_infraction']], 'must', V_w, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.
fire('extraneous_information_received', 1, '@rectification'('16C2', 'adjust_players_positions', [['received_by', V_w], ['way', V_way]], 'may', 'director', 'extraneous_information_remedy'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.
fire('extraneous_information_received', 1, '@rectification'('16C2', 'appoint_substitutes', [['received_by', V_w], ['way', V_way]], 'may', 'director', 'extraneous_information_remedy'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.
fire('extraneous_information_received', 1, '@rectification'('16C2', 'award_adjusted_score_for_extraneous_information', [['received_by', V_w], ['way', V_way]], 'may', 'director', 'extraneous_information_remedy'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.

% partner_mannerism_is_unauthorized_1997: 16A (1997), kb/law_16_36.law:754:1
fire('partner_mannerism_is_unauthorized_1997', 1, 'unauthorized_information_received'(R0, 'partner_mannerism', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'mannerism'(V_p, _, _), fact(F0),
    V_p \== '@none',
    partner(V_p, R0).
fire('partner_mannerism_is_unauthorized_1997', 1, '@rectification'('16A', 'choose_logical_alternative_not_suggested_by_it', [['source', 'partner_mannerism'], ['receiving_it', 'no_infraction']], 'must', R1, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'mannerism'(V_p, _, _), fact(F0),
    V_p \== '@none',
    partner(V_p, R1).

% last_bid_just_before: 18D (1997, 2007, 2017), kb/law_16_36.law:786:1
fire('last_bid_just_before', 1, 'last_bid_before'(V_o, V_prev), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    F1 = 'call'(_, V_prev, 'bid', _, _), fact(F1),
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    \+ (fact('call_taken_back'(V_prev, _)), V_prev \== '@none').

% last_bid_past_a_pass_double_or_redouble: 18D (1997, 2007, 2017), kb/law_16_36.law:797:1
fire('last_bid_past_a_pass_double_or_redouble', 1, 'last_bid_before'(V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    F1 = 'call'(_, V_prev, V_k, _, _), fact(F1),
    V_prev \== '@none',
    V_k \== '@none',
    R0 is V_o - 1, V_prev == R0,
    V_k \== 'bid',
    F2 = 'last_bid_before'(V_prev, V_e), fact(F2).

% last_bid_past_a_call_taken_back: 18D (1997, 2007, 2017), kb/law_16_36.law:809:1
fire('last_bid_past_a_call_taken_back', 1, 'last_bid_before'(V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    F1 = 'call_taken_back'(V_prev, _), fact(F1),
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    F2 = 'last_bid_before'(V_prev, V_e), fact(F2).

% last_action_just_before: 19A1, 19B1 (1997, 2007, 2017), kb/law_16_36.law:1198:1
fire('last_action_just_before', 1, 'last_action_before'(V_o, V_prev), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    F1 = 'call'(_, V_prev, V_k, _, _), fact(F1),
    V_prev \== '@none',
    V_k \== '@none',
    R0 is V_o - 1, V_prev == R0,
    V_k \== 'pass',
    \+ (fact('call_taken_back'(V_prev, _)), V_prev \== '@none').

% last_action_past_a_pass: 19A1, 19B1 (1997, 2007, 2017), kb/law_16_36.law:1210:1
fire('last_action_past_a_pass', 1, 'last_action_before'(V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    F1 = 'call'(_, V_prev, 'pass', _, _), fact(F1),
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    F2 = 'last_action_before'(V_prev, V_e), fact(F2).

% last_action_past_a_call_taken_back: 19A1, 19B1 (1997, 2007, 2017), kb/law_16_36.law:1221:1
fire('last_action_past_a_call_taken_back', 1, 'last_action_before'(V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    F1 = 'call_taken_back'(V_prev, _), fact(F1),
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    F2 = 'last_action_before'(V_prev, V_e), fact(F2).

% first_action_of_the_auction: 19A1, 19B1 (1997, 2007, 2017), kb/law_16_36.law:1276:1
fire('first_action_of_the_auction', 1, 'no_action_before'(V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    V_o == 1.

% two_cards_of_different_suits_exposed_in_auction: 24C (1997, 2007, 2017), kb/law_16_36.law:1337:1
fire('two_cards_of_different_suits_exposed_in_auction', 1, 'several_cards_exposed_in_auction'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, _, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    F1 = 'exposed_card'(V_p, 'auction_period', _, V_t, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    V_s \== V_t.

% two_cards_of_one_suit_exposed_in_auction: 24C (1997, 2007, 2017), kb/law_16_36.law:1347:1
fire('two_cards_of_one_suit_exposed_in_auction', 1, 'several_cards_exposed_in_auction'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_q, _), fact(F1),
    V_p \== '@none',
    V_s \== '@none',
    V_q \== '@none',
    V_r \== V_q.

% card_exposed_in_auction_becomes_penalty_card: 24 (2007), kb/law_16_36.law:1401:1
fire('card_exposed_in_auction_becomes_penalty_card', 1, 'penalty_card'(V_p, '@none', V_s, V_r, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1).
fire('card_exposed_in_auction_becomes_penalty_card', 1, '@rectification'('24', 'exposed_card_becomes_penalty_card', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1).

% card_exposed_in_auction_returns_to_hand: 24 (2007), kb/law_16_36.law:1411:1
fire('card_exposed_in_auction_returns_to_hand', 1, '@rectification'('24', 'return_card_to_hand', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'role'(V_p, V_role), fact(F1),
    memberchk(V_role, ['declarer', 'dummy']).

% card_exposed_in_auction_before_roles_known: 24 (2007), kb/law_16_36.law:1421:1
fire('card_exposed_in_auction_before_roles_known', 1, '@rectification'('24', 'penalty_card_if_offender_defends', [['suit', V_s], ['rank', V_r]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    \+ (fact('role'(V_p, _))).

% declarer_may_treat_card_exposed_in_auction_as_penalty_card: 24 (1997), kb/law_16_36.law:1430:1
fire('declarer_may_treat_card_exposed_in_auction_as_penalty_card', 1, '@rectification'('24', 'treat_as_penalty_card', [['suit', V_s], ['rank', V_r], ['of', V_p]], 'may', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    opponents(V_p, R0).

% extraneous_information_received_2017: 16D2 (2017), kb/law_16_36.law:1451:1
fire('extraneous_information_received_2017', 1, 'unauthorized_information_received'(V_w, 'extraneous', '@none', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.
fire('extraneous_information_received_2017', 1, '@rectification'('16D2', 'choose_logical_alternative_not_suggested_by_it', [['source', 'extraneous'], ['receiving_it', 'no_infraction']], 'must', V_w, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.
fire('extraneous_information_received_2017', 1, '@rectification'('16D2', 'adjust_players_positions', [['received_by', V_w], ['way', V_way]], 'may', 'director', 'extraneous_information_remedy'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.
fire('extraneous_information_received_2017', 1, '@rectification'('16D2', 'appoint_substitutes', [['received_by', V_w], ['way', V_way]], 'may', 'director', 'extraneous_information_remedy'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.
fire('extraneous_information_received_2017', 1, '@rectification'('16D2', 'award_adjusted_score_for_extraneous_information', [['received_by', V_w], ['way', V_way]], 'may', 'director', 'extraneous_information_remedy'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'extraneous_information'(V_w, V_way), fact(F0),
    V_w \== '@none',
    V_way \== '@none'.

% card_exposed_in_auction_becomes_penalty_card_2017: 24E (2017), kb/law_16_36.law:1603:1
fire('card_exposed_in_auction_becomes_penalty_card_2017', 1, 'penalty_card'(V_p, '@none', V_s, V_r, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1).
fire('card_exposed_in_auction_becomes_penalty_card_2017', 1, '@rectification'('24E', 'exposed_card_becomes_penalty_card', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1).

% card_exposed_in_auction_returns_to_hand_2017: 24D (2017), kb/law_16_36.law:1613:1
fire('card_exposed_in_auction_returns_to_hand_2017', 1, '@rectification'('24D', 'return_card_to_hand', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'role'(V_p, V_role), fact(F1),
    memberchk(V_role, ['declarer', 'dummy']).

% card_exposed_in_auction_before_roles_known_2017: 24E, 24D (2017), kb/law_16_36.law:1623:1
fire('card_exposed_in_auction_before_roles_known_2017', 1, '@rectification'('24E', 'penalty_card_if_offender_defends', [['suit', V_s], ['rank', V_r]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    \+ (fact('role'(V_p, _))).
fire('card_exposed_in_auction_before_roles_known_2017', 1, '@rectification'('24D', 'return_to_hand_if_offender_declares_or_is_dummy', [['suit', V_s], ['rank', V_r]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    \+ (fact('role'(V_p, _))).

% call_with_wrong_board_cards_cancelled: 17D1 (2007), kb/law_17.law:210:1
fire('call_with_wrong_board_cards_cancelled', 1, 'wrong_board_call_cancelled'(V_p, V_c), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'cards_from_wrong_board'(V_p, V_found), fact(F0),
    V_p \== '@none',
    V_found \== '@none',
    F1 = 'call'(V_p, V_c, _, _, _), fact(F1),
    V_p \== '@none',
    V_c \== '@none',
    V_c =< V_found.
fire('call_with_wrong_board_cards_cancelled', 1, '@rectification'('17D1', 'cancel_call', [['by', V_p], ['order', V_c]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'cards_from_wrong_board'(V_p, V_found), fact(F0),
    V_p \== '@none',
    V_found \== '@none',
    F1 = 'call'(V_p, V_c, _, _, _), fact(F1),
    V_p \== '@none',
    V_c \== '@none',
    V_c =< V_found.

% wrong_board_false_call: 17D2, 17D3 (2007), kb/law_17.law:282:1
fire('wrong_board_false_call', 1, 'wrong_board_call_differs'(V_p), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_misfits_hand'(V_p), fact(F0),
    V_p \== '@none'.

% wrong_board_earlier_bid_repeated: 17D3 (2007), kb/law_17.law:333:1
fire('wrong_board_earlier_bid_repeated', 1, 'wrong_board_same_call'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_earlier_call'(V_p, 'bid', V_level, V_strain, V_o), fact(F0),
    V_p \== '@none',
    V_level \== '@none',
    V_strain \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_p, V_o, 'bid', V_level, V_strain), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    V_level \== '@none',
    V_strain \== '@none'.

% wrong_board_earlier_other_call_repeated: 17D3 (2007), kb/law_17.law:342:1
fire('wrong_board_earlier_other_call_repeated', 1, 'wrong_board_same_call'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_earlier_call'(V_p, V_kind, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_kind \== '@none',
    V_o \== '@none',
    V_kind \== 'bid',
    F1 = 'call'(V_p, V_o, V_kind, _, _), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    V_kind \== '@none'.

% wrong_board_procedural_penalty_later: 17D4 (2007), kb/law_17.law:391:1
fire('wrong_board_procedural_penalty_later', 1, '@rectification'('17D4', 'procedural_penalty', [['offender', V_p], ['see', 'law_90']], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, _), fact(F0),
    V_p \== '@none'.

% closing_passes_first_out_of_rotation: 17E2 (2007), kb/law_17.law:405:1
fire('closing_passes_first_out_of_rotation', 1, 'auction_kept_open'(R4, V_b, V_first), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b \== R1,
    F2 = 'call'(_, V_second, 'pass', _, _), fact(F2),
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    lho(V_a, R4).
fire('closing_passes_first_out_of_rotation', 1, '@rectification'('17E2', 'auction_returns_to', [['seat', R5]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b \== R1,
    F2 = 'call'(_, V_second, 'pass', _, _), fact(F2),
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    lho(V_a, R5).

% closing_passes_second_out_of_rotation: 17E2 (2007), kb/law_17.law:421:1
fire('closing_passes_second_out_of_rotation', 1, 'auction_kept_open'(R4, V_x, V_second), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    lho(V_b, R2), V_x \== R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    lho(V_b, R4).
fire('closing_passes_second_out_of_rotation', 1, '@rectification'('17E2', 'auction_returns_to', [['seat', R5]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    lho(V_b, R2), V_x \== R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    lho(V_b, R5).

% closing_passes_third_out_of_rotation: 17E2 (2007), kb/law_17.law:437:1
fire('closing_passes_third_out_of_rotation', 1, 'auction_kept_open'(R4, V_y, V_third), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_first, 'pass', _, _), fact(F1),
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    F3 = 'call'(V_y, V_third, 'pass', _, _), fact(F3),
    V_y \== '@none',
    V_third \== '@none',
    R2 is V_c + 3, V_third == R2,
    lho(V_x, R3), V_y \== R3,
    lho(V_x, R4).
fire('closing_passes_third_out_of_rotation', 1, '@rectification'('17E2', 'auction_returns_to', [['seat', R5]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_first, 'pass', _, _), fact(F1),
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    F3 = 'call'(V_y, V_third, 'pass', _, _), fact(F3),
    V_y \== '@none',
    V_third \== '@none',
    R2 is V_c + 3, V_third == R2,
    lho(V_x, R3), V_y \== R3,
    lho(V_x, R5).

% pass_out_of_rotation_then_a_call: 17E2 (2007), kb/law_17.law:471:1
fire('pass_out_of_rotation_then_a_call', 1, 'pass_out_of_rotation_answered'(V_second), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    lho(V_b, R3), V_x \== R3,
    F3 = 'call'(_, V_later, _, _, _), fact(F3),
    V_later \== '@none',
    V_later > V_second.

% pass_out_of_rotation_then_a_call_2017: 17D3 (2017), kb/law_17.law:598:1
fire('pass_out_of_rotation_then_a_call_2017', 1, 'pass_out_of_rotation_answered'(V_second), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    lho(V_b, R3), V_x \== R3,
    F3 = 'call'(_, V_later, _, _, _), fact(F3),
    V_later \== '@none',
    V_later > V_second.

% passed_out_board_auction_period_over: 17D2 (2017), kb/law_17.law:661:1
fire('passed_out_board_auction_period_over', 1, '@rectification'('17D2', 'no_rectification', [['reason', 'auction_period_ended_all_hands_returned']], 'must', 'director', '@none'), [F0, F1, F2, F3, F4, F5, F6, F7]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_third, 'pass', _, _), fact(F1),
    V_third \== '@none',
    R0 is V_c + 3, V_third == R0,
    F2 = 'call'(V_x, V_k, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_k \== '@none',
    V_k > V_c,
    V_k =< V_third,
    R1 is V_k - 1,
    F3 = 'call'(V_y, R1, _, _, _), fact(F3),
    V_y \== '@none',
    lho(V_y, R2), V_x \== R2,
    F4 = 'hand_returned_to_board'('N', _, _), fact(F4),
    F5 = 'hand_returned_to_board'('E', _, _), fact(F5),
    F6 = 'hand_returned_to_board'('S', _, _), fact(F6),
    F7 = 'hand_returned_to_board'('W', _, _), fact(F7),
    \+ (fact('call'(_, _, 'bid', _, _))).
fire('passed_out_board_auction_period_over', 1, '@defeated'('closing_passes_first_out_of_rotation_2017', 'passed_out_board_auction_period_over', [V_c]), [F0, F1, F2, F3, F4, F5, F6, F7]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_third, 'pass', _, _), fact(F1),
    V_third \== '@none',
    R0 is V_c + 3, V_third == R0,
    F2 = 'call'(V_x, V_k, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_k \== '@none',
    V_k > V_c,
    V_k =< V_third,
    R1 is V_k - 1,
    F3 = 'call'(V_y, R1, _, _, _), fact(F3),
    V_y \== '@none',
    lho(V_y, R2), V_x \== R2,
    F4 = 'hand_returned_to_board'('N', _, _), fact(F4),
    F5 = 'hand_returned_to_board'('E', _, _), fact(F5),
    F6 = 'hand_returned_to_board'('S', _, _), fact(F6),
    F7 = 'hand_returned_to_board'('W', _, _), fact(F7),
    \+ (fact('call'(_, _, 'bid', _, _))).
fire('passed_out_board_auction_period_over', 1, '@defeated'('closing_passes_second_out_of_rotation_2017', 'passed_out_board_auction_period_over', [V_c]), [F0, F1, F2, F3, F4, F5, F6, F7]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_third, 'pass', _, _), fact(F1),
    V_third \== '@none',
    R0 is V_c + 3, V_third == R0,
    F2 = 'call'(V_x, V_k, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_k \== '@none',
    V_k > V_c,
    V_k =< V_third,
    R1 is V_k - 1,
    F3 = 'call'(V_y, R1, _, _, _), fact(F3),
    V_y \== '@none',
    lho(V_y, R2), V_x \== R2,
    F4 = 'hand_returned_to_board'('N', _, _), fact(F4),
    F5 = 'hand_returned_to_board'('E', _, _), fact(F5),
    F6 = 'hand_returned_to_board'('S', _, _), fact(F6),
    F7 = 'hand_returned_to_board'('W', _, _), fact(F7),
    \+ (fact('call'(_, _, 'bid', _, _))).
fire('passed_out_board_auction_period_over', 1, '@defeated'('closing_passes_third_out_of_rotation_2017', 'passed_out_board_auction_period_over', [V_c]), [F0, F1, F2, F3, F4, F5, F6, F7]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_third, 'pass', _, _), fact(F1),
    V_third \== '@none',
    R0 is V_c + 3, V_third == R0,
    F2 = 'call'(V_x, V_k, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_k \== '@none',
    V_k > V_c,
    V_k =< V_third,
    R1 is V_k - 1,
    F3 = 'call'(V_y, R1, _, _, _), fact(F3),
    V_y \== '@none',
    lho(V_y, R2), V_x \== R2,
    F4 = 'hand_returned_to_board'('N', _, _), fact(F4),
    F5 = 'hand_returned_to_board'('E', _, _), fact(F5),
    F6 = 'hand_returned_to_board'('S', _, _), fact(F6),
    F7 = 'hand_returned_to_board'('W', _, _), fact(F7),
    \+ (fact('call'(_, _, 'bid', _, _))).

% passed_out_board_pass_out_of_rotation_not_open_to_acceptance: 17D2 (2017), kb/law_17.law:682:1
fire('passed_out_board_pass_out_of_rotation_not_open_to_acceptance', 1, '@rectification'('17D2', 'no_rectification', [['reason', 'auction_period_ended_all_hands_returned']], 'must', 'director', '@none'), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_p, V_o, 'pass', _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    R0 is V_o - 1,
    F1 = 'call'(V_q, R0, _, _, _), fact(F1),
    V_q \== '@none',
    lho(V_q, R1), V_p \== R1,
    F2 = 'hand_returned_to_board'('N', _, _), fact(F2),
    F3 = 'hand_returned_to_board'('E', _, _), fact(F3),
    F4 = 'hand_returned_to_board'('S', _, _), fact(F4),
    F5 = 'hand_returned_to_board'('W', _, _), fact(F5),
    \+ (fact('call'(_, _, 'bid', _, _))).
fire('passed_out_board_pass_out_of_rotation_not_open_to_acceptance', 1, '@defeated'('pass_out_of_rotation_may_be_accepted_2017', 'passed_out_board_pass_out_of_rotation_not_open_to_acceptance', [V_p, V_o]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_p, V_o, 'pass', _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    R0 is V_o - 1,
    F1 = 'call'(V_q, R0, _, _, _), fact(F1),
    V_q \== '@none',
    lho(V_q, R1), V_p \== R1,
    F2 = 'hand_returned_to_board'('N', _, _), fact(F2),
    F3 = 'hand_returned_to_board'('E', _, _), fact(F3),
    F4 = 'hand_returned_to_board'('S', _, _), fact(F4),
    F5 = 'hand_returned_to_board'('W', _, _), fact(F5),
    \+ (fact('call'(_, _, 'bid', _, _))).
fire('passed_out_board_pass_out_of_rotation_not_open_to_acceptance', 1, '@defeated'('lho_may_accept_call_out_of_rotation', 'passed_out_board_pass_out_of_rotation_not_open_to_acceptance', [V_p, V_o]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_p, V_o, 'pass', _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    R0 is V_o - 1,
    F1 = 'call'(V_q, R0, _, _, _), fact(F1),
    V_q \== '@none',
    lho(V_q, R1), V_p \== R1,
    F2 = 'hand_returned_to_board'('N', _, _), fact(F2),
    F3 = 'hand_returned_to_board'('E', _, _), fact(F3),
    F4 = 'hand_returned_to_board'('S', _, _), fact(F4),
    F5 = 'hand_returned_to_board'('W', _, _), fact(F5),
    \+ (fact('call'(_, _, 'bid', _, _))).

% unsure_player_may_require_clarification: 20A (2007, 2017), kb/law_20.law:398:1
fire('unsure_player_may_require_clarification', 1, '@rectification'('20A', 'require_immediate_clarification_of_call', [], 'may', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'which_call', _, _, _, _, _, _), fact(F0),
    V_p \== '@none'.

% no_review_for_player_obliged_to_pass: 20B (2007, 2017), kb/law_20.law:416:1
fire('no_review_for_player_obliged_to_pass', 1, 'improper_auction_inquiry'(V_p, 'obliged_to_pass'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, false), fact(F1),
    F2 = 'pass_obligation'(V_p), fact(F2),
    V_p \== '@none'.
fire('no_review_for_player_obliged_to_pass', 1, '@rectification'('20B', 'no_review', [['requested_by', V_p], ['because', 'obliged_to_pass']], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, false), fact(F1),
    F2 = 'pass_obligation'(V_p), fact(F2),
    V_p \== '@none'.
fire('no_review_for_player_obliged_to_pass', 1, '@defeated'('review_at_turn_during_auction', 'no_review_for_player_obliged_to_pass', [V_p]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, false), fact(F1),
    F2 = 'pass_obligation'(V_p), fact(F2),
    V_p \== '@none'.

% defender_may_ask_whose_opening_lead: 20C1 (2007, 2017), kb/law_20.law:428:1
fire('defender_may_ask_whose_opening_lead', 1, '@rectification'('20C1', 'ask_whether_it_is_his_opening_lead', [], 'may', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'whose_lead', _, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, true), fact(F1),
    F2 = 'role'(V_p, 'defender'), fact(F2).

% review_at_first_turn_to_play: 20C2 (2007, 2017), kb/law_20.law:438:1
fire('review_at_first_turn_to_play', 1, 'auction_review_due'(V_p), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', _, true, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, true), fact(F1),
    F2 = 'role'(V_p, V_r), fact(F2),
    memberchk(V_r, ['declarer', 'defender']).
fire('review_at_first_turn_to_play', 1, '@rectification'('20C2', 'have_all_previous_calls_repeated', [['alerts_included', true]], 'may', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', _, true, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, true), fact(F1),
    F2 = 'role'(V_p, V_r), fact(F2),
    memberchk(V_r, ['declarer', 'defender']).

% review_after_first_turn_to_play: 20C2 (2007, 2017), kb/law_20.law:450:1
fire('review_after_first_turn_to_play', 1, 'improper_auction_inquiry'(V_p, 'not_first_turn_to_play'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', _, false, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, true), fact(F1).

% partial_review_not_allowed: 20B, 20C2 (2007, 2017), kb/law_20.law:459:1
fire('partial_review_not_allowed', 1, 'improper_auction_inquiry'(V_p, 'partial_review'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'partial_review', _, _, _, _, _, _), fact(F0),
    V_p \== '@none'.

% review_stopped_before_its_end: 20B, 20C2 (2007, 2017), kb/law_20.law:467:1
fire('review_stopped_before_its_end', 1, 'improper_auction_inquiry'(V_p, 'review_stopped'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', _, _, _, true, _, _), fact(F0),
    V_p \== '@none'.

% explanation_at_turn_during_auction: 20F1 (2007, 2017), kb/law_20.law:494:1
fire('explanation_at_turn_during_auction', 1, 'explanation_due'(V_p, V_k), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, V_k, true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['explanation', 'single_call']),
    F1 = 'auction'(_, false), fact(F1).
fire('explanation_at_turn_during_auction', 1, '@rectification'('20F1', 'ask_for_explanation_of_opponents_auction', [['question', V_k]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, V_k, true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['explanation', 'single_call']),
    F1 = 'auction'(_, false), fact(F1).

% question_out_of_turn_during_auction: 20F1, 20B (2007, 2017), kb/law_20.law:505:1
fire('question_out_of_turn_during_auction', 1, 'improper_auction_inquiry'(V_p, 'not_at_turn'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, V_k, false, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['review', 'explanation', 'single_call']),
    F1 = 'auction'(_, false), fact(F1).

% defender_explanation_during_play: 20F2 (2007, 2017), kb/law_20.law:515:1
fire('defender_explanation_during_play', 1, 'explanation_due'(V_p, V_k), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, V_k, true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['explanation', 'single_call']),
    F1 = 'auction'(_, true), fact(F1),
    F2 = 'role'(V_p, 'defender'), fact(F2).
fire('defender_explanation_during_play', 1, '@rectification'('20F2', 'ask_for_explanation_of_opponents_auction', [['question', V_k]], 'may', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, V_k, true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['explanation', 'single_call']),
    F1 = 'auction'(_, true), fact(F1),
    F2 = 'role'(V_p, 'defender'), fact(F2).

% declarer_explanation_during_play: 20F2 (2007, 2017), kb/law_20.law:527:1
fire('declarer_explanation_during_play', 1, 'explanation_due'(V_p, V_k), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, V_k, true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['explanation', 'single_call', 'play_agreements']),
    F1 = 'auction'(_, true), fact(F1),
    F2 = 'role'(V_p, 'declarer'), fact(F2).
fire('declarer_explanation_during_play', 1, '@rectification'('20F2', 'ask_for_explanation_of_defenders_calls_or_play_agreements', [['question', V_k]], 'may', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, V_k, true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['explanation', 'single_call', 'play_agreements']),
    F1 = 'auction'(_, true), fact(F1),
    F2 = 'role'(V_p, 'declarer'), fact(F2).

% question_out_of_turn_during_play: 20F2 (2007, 2017), kb/law_20.law:539:1
fire('question_out_of_turn_during_play', 1, 'improper_auction_inquiry'(V_p, 'not_at_turn'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, V_k, false, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['explanation', 'single_call', 'play_agreements']),
    F1 = 'auction'(_, true), fact(F1).

% explanation_not_matching_agreement: 20F5a, 20F4 (2007, 2017), kb/law_20.law:587:1
fire('explanation_not_matching_agreement', 1, 'mistaken_alert_or_explanation'(V_e, V_when), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'alert_or_explanation'(V_e, 'explained', false, _, V_when, _, _, _), fact(F0),
    V_e \== '@none',
    V_when \== '@none'.

% failure_to_alert_required_call: 20F5a (2007, 2017), kb/law_20.law:595:1
fire('failure_to_alert_required_call', 1, 'mistaken_alert_or_explanation'(V_e, V_when), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'alert_or_explanation'(V_e, 'did_not_alert', _, true, V_when, _, _, _), fact(F0),
    V_e \== '@none',
    V_when \== '@none'.

% alert_not_required: 20F5a (2007, 2017), kb/law_20.law:603:1
fire('alert_not_required', 1, 'mistaken_alert_or_explanation'(V_e, V_when), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'alert_or_explanation'(V_e, 'alerted', _, false, V_when, _, _, _), fact(F0),
    V_e \== '@none',
    V_when \== '@none'.

% question_only_to_benefit_partner: 20G1 (2007, 2017), kb/law_20.law:703:1
fire('question_only_to_benefit_partner', 1, 'improper_auction_inquiry'(V_p, 'only_to_help_partner'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, _, _, _, _, _, true, _), fact(F0),
    V_p \== '@none'.

% own_system_notes_consulted: 20G2 (2007), kb/law_20.law:711:1
fire('own_system_notes_consulted', 1, 'improper_notes_consultation'(V_p), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'system_notes_consulted'(V_p, 'own_side', _, false), fact(F0),
    V_p \== '@none',
    \+ (fact('explanation_regulations'(_, _, true))).

% defender_consults_own_system_card_in_clarification_period_2007: 20G2 (2007), kb/law_20.law:720:1
fire('defender_consults_own_system_card_in_clarification_period_2007', 1, 'improper_notes_consultation'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'system_notes_consulted'(V_p, 'own_side', _, true), fact(F0),
    V_p \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    \+ (fact('explanation_regulations'(_, _, true))).

% own_notes_other_than_system_card_in_clarification_period_2007: 20G2 (2007), kb/law_20.law:730:1
fire('own_notes_other_than_system_card_in_clarification_period_2007', 1, 'improper_notes_consultation'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'system_notes_consulted'(V_p, 'own_side', 'notes', true), fact(F0),
    V_p \== '@none',
    F1 = 'role'(V_p, V_r), fact(F1),
    memberchk(V_r, ['declarer', 'dummy']),
    \+ (fact('explanation_regulations'(_, _, true))).

% question_to_elicit_wrong_answer: 20G2 (2017), kb/law_20.law:741:1
fire('question_to_elicit_wrong_answer', 1, 'improper_auction_inquiry'(V_p, 'to_elicit_wrong_answer'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'auction_inquiry'(V_p, _, _, _, _, _, _, true), fact(F0),
    V_p \== '@none'.

% own_system_card_or_notes_consulted: 20G3 (2017), kb/law_20.law:749:1
fire('own_system_card_or_notes_consulted', 1, 'improper_notes_consultation'(V_p), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'system_notes_consulted'(V_p, 'own_side', _, false), fact(F0),
    V_p \== '@none',
    \+ (fact('explanation_regulations'(_, _, true))).

% defender_consults_own_system_card_in_clarification_period: 20G3 (2017), kb/law_20.law:758:1
fire('defender_consults_own_system_card_in_clarification_period', 1, 'improper_notes_consultation'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'system_notes_consulted'(V_p, 'own_side', _, true), fact(F0),
    V_p \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    \+ (fact('explanation_regulations'(_, _, true))).

% own_notes_other_than_system_card_in_clarification_period: 20G3 (2017), kb/law_20.law:768:1
fire('own_notes_other_than_system_card_in_clarification_period', 1, 'improper_notes_consultation'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'system_notes_consulted'(V_p, 'own_side', 'notes', true), fact(F0),
    V_p \== '@none',
    F1 = 'role'(V_p, V_r), fact(F1),
    memberchk(V_r, ['declarer', 'dummy']),
    \+ (fact('explanation_regulations'(_, _, true))).

% first_call_by_another_than_dealer: 17B (1997, 2007, 2017), kb/law_29_32.law:343:1
fire('first_call_by_another_than_dealer', 1, 'out_of_rotation_call'(V_p, V_o, V_d), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_o == 1,
    F1 = 'auction'(V_d, _), fact(F1),
    V_d \== '@none',
    V_p \== V_d.

% first_call_taken_back_was_dealers_turn: 17B (1997, 2007, 2017), kb/law_29_32.law:354:1
fire('first_call_taken_back_was_dealers_turn', 1, 'taken_back_call_turn'(V_o, V_d), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call_taken_back'(V_o, _), fact(F0),
    V_o \== '@none',
    V_o == 1,
    F1 = 'auction'(V_d, _), fact(F1),
    V_d \== '@none'.

% call_in_turn_after_a_call_out_of_rotation: 28B (1997, 2007, 2017), kb/law_29_32.law:376:1
fire('call_in_turn_after_a_call_out_of_rotation', 1, '@rectification'('28B', 'no_rectification_of_the_call_out_of_rotation', [['call_out_of_rotation', V_prev], ['forfeited_by', V_p]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_q, V_prev, _, _, _), fact(F1),
    V_q \== '@none',
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    F2 = 'call'(V_r, V_before, _, _, _), fact(F2),
    V_r \== '@none',
    V_before \== '@none',
    R1 is V_prev - 1, V_before == R1,
    lho(V_r, R2), V_q \== R2,
    lho(V_r, R3), V_p == R3,
    \+ (fact('call_taken_back'(V_prev, _)), V_prev \== '@none'),
    \+ (fact('call_taken_back'(V_before, V_prev)), V_before \== '@none', V_prev \== '@none').
fire('call_in_turn_after_a_call_out_of_rotation', 1, 'offending_call_withdrawn'(V_q, V_prev), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_q, V_prev, _, _, _), fact(F1),
    V_q \== '@none',
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    F2 = 'call'(V_r, V_before, _, _, _), fact(F2),
    V_r \== '@none',
    V_before \== '@none',
    R1 is V_prev - 1, V_before == R1,
    lho(V_r, R2), V_q \== R2,
    lho(V_r, R3), V_p == R3,
    \+ (fact('call_taken_back'(V_prev, _)), V_prev \== '@none'),
    \+ (fact('call_taken_back'(V_before, V_prev)), V_before \== '@none', V_prev \== '@none').
fire('call_in_turn_after_a_call_out_of_rotation', 1, '@defeated'('call_by_another_than_next_in_rotation', 'call_in_turn_after_a_call_out_of_rotation', [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_q, V_prev, _, _, _), fact(F1),
    V_q \== '@none',
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    F2 = 'call'(V_r, V_before, _, _, _), fact(F2),
    V_r \== '@none',
    V_before \== '@none',
    R1 is V_prev - 1, V_before == R1,
    lho(V_r, R2), V_q \== R2,
    lho(V_r, R3), V_p == R3,
    \+ (fact('call_taken_back'(V_prev, _)), V_prev \== '@none'),
    \+ (fact('call_taken_back'(V_before, V_prev)), V_before \== '@none', V_prev \== '@none').

% dealer_calls_after_an_opening_call_out_of_rotation: 28B (1997, 2007, 2017), kb/law_29_32.law:394:1
fire('dealer_calls_after_an_opening_call_out_of_rotation', 1, '@rectification'('28B', 'no_rectification_of_the_call_out_of_rotation', [['call_out_of_rotation', V_first], ['forfeited_by', V_p]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_o == 2,
    F1 = 'call'(V_q, V_first, _, _, _), fact(F1),
    V_q \== '@none',
    V_first \== '@none',
    V_first == 1,
    V_q \== V_p,
    F2 = 'auction'(V_p, _), fact(F2),
    V_p \== '@none',
    \+ (fact('call_taken_back'(V_first, _)), V_first \== '@none').
fire('dealer_calls_after_an_opening_call_out_of_rotation', 1, 'offending_call_withdrawn'(V_q, V_first), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_o == 2,
    F1 = 'call'(V_q, V_first, _, _, _), fact(F1),
    V_q \== '@none',
    V_first \== '@none',
    V_first == 1,
    V_q \== V_p,
    F2 = 'auction'(V_p, _), fact(F2),
    V_p \== '@none',
    \+ (fact('call_taken_back'(V_first, _)), V_first \== '@none').
fire('dealer_calls_after_an_opening_call_out_of_rotation', 1, '@defeated'('call_by_another_than_next_in_rotation', 'dealer_calls_after_an_opening_call_out_of_rotation', [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_o == 2,
    F1 = 'call'(V_q, V_first, _, _, _), fact(F1),
    V_q \== '@none',
    V_first \== '@none',
    V_first == 1,
    V_q \== V_p,
    F2 = 'auction'(V_p, _), fact(F2),
    V_p \== '@none',
    \+ (fact('call_taken_back'(V_first, _)), V_first \== '@none').

% taken_back_call_turn_after_standing_call: 17C (1997, 2007, 2017), kb/law_29_32.law:410:1
fire('taken_back_call_turn_after_standing_call', 1, 'taken_back_call_turn'(V_o, R1), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call_taken_back'(V_o, _), fact(F0),
    V_o \== '@none',
    F1 = 'call'(V_q, V_prev, _, _, _), fact(F1),
    V_q \== '@none',
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    \+ (fact('call_taken_back'(V_prev, V_o)), V_prev \== '@none', V_o \== '@none'),
    lho(V_q, R1).

% calls_taken_back_together: 17C (1997, 2007, 2017), kb/law_29_32.law:421:1
fire('calls_taken_back_together', 1, 'not_first_taken_back'(V_o, V_n), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call_taken_back'(V_o, V_n), fact(F0),
    V_o \== '@none',
    V_n \== '@none',
    F1 = 'call_taken_back'(V_prev, V_n), fact(F1),
    V_prev \== '@none',
    V_n \== '@none',
    R0 is V_o - 1, V_prev == R0.

% call_followed_by_another: 17C (1997, 2007, 2017), kb/law_29_32.law:443:1
fire('call_followed_by_another', 1, 'call_followed'(V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    F1 = 'call'(_, V_n, _, _, _), fact(F1),
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0.

% declarer_card_held_face_up_near_table: 45C2 (2007, 2017), kb/law_45.law:298:1
fire('declarer_card_held_face_up_near_table', 1, '@rectification'('45C2', 'play_held_card', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'card_held_out'(V_p, V_t, _, true, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'declarer'), fact(F1).

% declarer_card_held_as_if_played: 45C2 (2007, 2017), kb/law_45.law:307:1
fire('declarer_card_held_as_if_played', 1, '@rectification'('45C2', 'play_held_card', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'card_held_out'(V_p, V_t, _, _, true), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'declarer'), fact(F1).

% dummy_card_touched_to_arrange_or_reach: 45C3 (2007, 2017), kb/law_45.law:325:1
fire('dummy_card_touched_to_arrange_or_reach', 1, '@rectification'('45C3', 'touched_card_need_not_be_played', [['trick', V_t], ['purpose', V_purpose]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_p, V_t, true, _, V_purpose, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_purpose \== '@none',
    memberchk(V_purpose, ['arranging_dummy', 'reaching_another']),
    F1 = 'role'(V_p, 'declarer'), fact(F1).
fire('dummy_card_touched_to_arrange_or_reach', 1, '@defeated'('dummy_card_touched_by_declarer_must_be_played', 'dummy_card_touched_to_arrange_or_reach', [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_p, V_t, true, _, V_purpose, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_purpose \== '@none',
    memberchk(V_purpose, ['arranging_dummy', 'reaching_another']),
    F1 = 'role'(V_p, 'declarer'), fact(F1).

% inadvertent_designation_changed_at_once: 45C4b (2007), kb/law_45.law:344:1
fire('inadvertent_designation_changed_at_once', 1, 'permitted_designation_change'(V_p, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'designation'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'designation_change'(V_p, V_t, true, false, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    F2 = 'table_seat'(V_partner), fact(F2),
    partner(V_p, R0), V_partner == R0,
    \+ (fact('card_played_before_designation_change'(V_partner, V_t)), V_partner \== '@none', V_t \== '@none').
fire('inadvertent_designation_changed_at_once', 1, '@rectification'('45C4b', 'change_designation', [['trick', V_t]], 'may', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'designation'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'designation_change'(V_p, V_t, true, false, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    F2 = 'table_seat'(V_partner), fact(F2),
    partner(V_p, R0), V_partner == R0,
    \+ (fact('card_played_before_designation_change'(V_partner, V_t)), V_partner \== '@none', V_t \== '@none').
fire('inadvertent_designation_changed_at_once', 1, '@defeated'('designated_card_must_be_played', 'inadvertent_designation_changed_at_once', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'designation'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'designation_change'(V_p, V_t, true, false, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    F2 = 'table_seat'(V_partner), fact(F2),
    partner(V_p, R0), V_partner == R0,
    \+ (fact('card_played_before_designation_change'(V_partner, V_t)), V_partner \== '@none', V_t \== '@none').

% declarer_corrects_unintended_dummy_designation: 45C4b (2017), kb/law_45.law:358:1
fire('declarer_corrects_unintended_dummy_designation', 1, 'permitted_designation_change'(V_p, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'designation'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'declarer'), fact(F1),
    F2 = 'designation_change'(V_p, V_t, true, _, true, false), fact(F2),
    V_p \== '@none',
    V_t \== '@none',
    \+ (fact('card_played_before_designation_change'(V_p, V_t)), V_p \== '@none', V_t \== '@none').
fire('declarer_corrects_unintended_dummy_designation', 1, '@rectification'('45C4b', 'change_designation', [['trick', V_t]], 'may', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'designation'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'declarer'), fact(F1),
    F2 = 'designation_change'(V_p, V_t, true, _, true, false), fact(F2),
    V_p \== '@none',
    V_t \== '@none',
    \+ (fact('card_played_before_designation_change'(V_p, V_t)), V_p \== '@none', V_t \== '@none').
fire('declarer_corrects_unintended_dummy_designation', 1, '@defeated'('designated_card_must_be_played', 'declarer_corrects_unintended_dummy_designation', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'designation'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'declarer'), fact(F1),
    F2 = 'designation_change'(V_p, V_t, true, _, true, false), fact(F2),
    V_p \== '@none',
    V_t \== '@none',
    \+ (fact('card_played_before_designation_change'(V_p, V_t)), V_p \== '@none', V_t \== '@none').

% both_sides_played_after_dummy_error: 45D (2007, 2017), kb/law_45.law:384:1
fire('both_sides_played_after_dummy_error', 1, 'both_sides_played_after_dummy_error'(V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_placed_unnamed_card'(V_t), fact(F0),
    V_t \== '@none',
    F1 = 'play'(V_a, V_n, _, _, _), fact(F1),
    V_a \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F2 = 'play'(V_b, V_n, _, _, _), fact(F2),
    V_b \== '@none',
    V_n \== '@none',
    side(V_a, R1), side(V_b, R2), R1 \== R2.

% card_added_to_complete_trick_is_fifth_card: 45E1, 45E2 (2007, 2017), kb/law_45.law:450:1
fire('card_added_to_complete_trick_is_fifth_card', 1, 'fifth_card'(V_p, V_t), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'card_added_to_complete_trick'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none'.

% dummy_arranging_his_cards: 45F (2007, 2017), kb/law_45.law:544:1
fire('dummy_arranging_his_cards', 1, '@rectification'('45F', 'no_rectification', [['trick', V_t], ['reason', 'arranging_his_cards']], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_dummy, V_t, _, _, 'arranging_dummy', _), fact(F0),
    V_dummy \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).
fire('dummy_arranging_his_cards', 1, '@defeated'('dummy_indicated_a_card', 'dummy_arranging_his_cards', [V_dummy, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_dummy, V_t, _, _, 'arranging_dummy', _), fact(F0),
    V_dummy \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).

% card_turned_face_down_before_trick_complete: 45G (2007, 2017), kb/law_45.law:554:1
fire('card_turned_face_down_before_trick_complete', 1, '@rectification'('45G', 'keep_card_face_up_until_all_four_have_played', [['trick', V_t]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'card_turned_face_down'(V_p, V_t, V_n), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_n \== '@none',
    V_n < 4.

% declarer_exposed_card_no_penalty: 48A (1997, 2007, 2017), kb/law_50.law:321:1
fire('declarer_exposed_card_no_penalty', 1, '@rectification'('48A', 'no_rectification', [['exposed_card_suit', V_s], ['exposed_card_rank', V_r], ['trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'play_period', V_t, V_s, V_r, V_way), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    V_way \== '@none',
    memberchk(V_way, ['dropped', 'held_visible']),
    F1 = 'role'(V_p, 'declarer'), fact(F1).

% defender_exposed_card_becomes_penalty_card: 49 (1997, 2007, 2017), kb/law_50.law:331:1
fire('defender_exposed_card_becomes_penalty_card', 1, 'penalty_card'(V_p, V_t, V_s, V_r, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'play_period', V_t, V_s, V_r, V_way), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    V_way \== '@none',
    memberchk(V_way, ['dropped', 'held_visible']),
    F1 = 'role'(V_p, 'defender'), fact(F1).

% partner_to_lead_with_penalty_card_on_table: 50D2 (1997, 2007, 2017), kb/law_50.law:558:1
fire('partner_to_lead_with_penalty_card_on_table', 1, 'penalty_card_lead_pending'(V_l, V_t), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_with_partner_penalty_card'(V_l, V_t), fact(F0),
    V_l \== '@none',
    V_t \== '@none'.

% opening_lead_by_wrong_defender: 54 (1997, 2007, 2017), kb/law_53_56.law:479:1
fire('opening_lead_by_wrong_defender', 1, 'lead_out_of_turn'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(V_o, V_t, _, true, _), fact(F0),
    V_o \== '@none',
    V_t \== '@none',
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    lho(V_d, R0), V_o \== R0.

% lead_by_seat_that_did_not_win_previous_trick: 53A, 55A (1997, 2007, 2017), kb/law_53_56.law:491:1
fire('lead_by_seat_that_did_not_win_previous_trick', 1, 'lead_out_of_turn'(V_o, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(V_o, V_t, _, true, _), fact(F0),
    V_o \== '@none',
    V_t \== '@none',
    F1 = 'trick_won'(V_previous, V_w), fact(F1),
    V_previous \== '@none',
    V_w \== '@none',
    R0 is V_t - 1, V_previous == R0,
    V_o \== V_w.

% defender_led_before_partner_played_to_current_trick: 57A (1997, 2007, 2017), kb/law_57_60.law:564:1
fire('defender_led_before_partner_played_to_current_trick', 1, 'premature_defender_play'(V_p, V_t, V_n), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(V_l, V_t, _, true, _), fact(F0),
    V_l \== '@none',
    V_t \== '@none',
    F1 = 'play'(V_p, V_n, _, true, _), fact(F1),
    V_p \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F2 = 'role'(V_p, 'defender'), fact(F2),
    F3 = 'role'(V_q, 'defender'), fact(F3),
    partner(V_p, R1), V_q == R1,
    \+ (fact('play'(V_q, V_t, _, _, _)), V_q \== '@none', V_t \== '@none').

% simultaneous_card_deemed_after_legal_card: 58A (1997, 2007, 2017), kb/law_57_60.law:697:1
fire('simultaneous_card_deemed_after_legal_card', 1, '@rectification'('58A', 'treat_card_as_played_after', [['card_of', V_b], ['after', V_a], ['trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play_order'(V_a, V_t, V_moment), fact(F0),
    V_a \== '@none',
    V_t \== '@none',
    V_moment \== '@none',
    F1 = 'play_order'(V_b, V_t, V_moment), fact(F1),
    V_b \== '@none',
    V_t \== '@none',
    V_moment \== '@none',
    F2 = 'play'(V_l, V_t, _, true, _), fact(F2),
    V_l \== '@none',
    V_t \== '@none',
    turn(V_a, V_l, R0), turn(V_b, V_l, R1), R0 < R1,
    F3 = 'play'(V_b, V_t, _, false, _), fact(F3),
    V_b \== '@none',
    V_t \== '@none'.

% simultaneous_cards_discovered_after_next_trick: 58B4 (1997, 2007, 2017), kb/law_57_60.law:765:1
fire('simultaneous_cards_discovered_after_next_trick', 1, '@rectification'('58B4', 'rectify_as_defective_trick', [['trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'play'(V_a, V_n, _, _, _), fact(F1),
    V_a \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F2 = 'play'(V_b, V_n, _, _, _), fact(F2),
    V_b \== '@none',
    V_n \== '@none',
    side(V_a, R1), side(V_b, R2), R1 \== R2.
fire('simultaneous_cards_discovered_after_next_trick', 1, '@defeated'('one_visible_card_is_played', 'simultaneous_cards_discovered_after_next_trick', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'play'(V_a, V_n, _, _, _), fact(F1),
    V_a \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F2 = 'play'(V_b, V_n, _, _, _), fact(F2),
    V_b \== '@none',
    V_n \== '@none',
    side(V_a, R1), side(V_b, R2), R1 \== R2.
fire('simultaneous_cards_discovered_after_next_trick', 1, '@defeated'('player_designates_card_when_several_visible', 'simultaneous_cards_discovered_after_next_trick', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'play'(V_a, V_n, _, _, _), fact(F1),
    V_a \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F2 = 'play'(V_b, V_n, _, _, _), fact(F2),
    V_b \== '@none',
    V_n \== '@none',
    side(V_a, R1), side(V_b, R2), R1 \== R2.
fire('simultaneous_cards_discovered_after_next_trick', 1, '@defeated'('defenders_other_visible_cards_become_penalty_cards', 'simultaneous_cards_discovered_after_next_trick', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'play'(V_a, V_n, _, _, _), fact(F1),
    V_a \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F2 = 'play'(V_b, V_n, _, _, _), fact(F2),
    V_b \== '@none',
    V_n \== '@none',
    side(V_a, R1), side(V_b, R2), R1 \== R2.
fire('simultaneous_cards_discovered_after_next_trick', 1, '@defeated'('opponent_may_replace_card_played_after_withdrawn_card', 'simultaneous_cards_discovered_after_next_trick', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'play'(V_a, V_n, _, _, _), fact(F1),
    V_a \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F2 = 'play'(V_b, V_n, _, _, _), fact(F2),
    V_b \== '@none',
    V_n \== '@none',
    side(V_a, R1), side(V_b, R2), R1 \== R2.

% defender_card_before_a_later_player: 61A (1997, 2007, 2017), kb/law_61.law:98:1
fire('defender_card_before_a_later_player', 1, 'played_before_turn'(V_p, V_t), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(V_p, V_t, _, false, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'play'(V_l, V_t, _, true, _), fact(F2),
    V_l \== '@none',
    V_t \== '@none',
    F3 = 'play'(V_q, V_t, _, false, _), fact(F3),
    V_q \== '@none',
    V_t \== '@none',
    turn(V_q, V_l, R0), turn(V_p, V_l, R1), R0 < R1,
    F4 = 'play_order'(V_p, V_t, V_early), fact(F4),
    V_p \== '@none',
    V_t \== '@none',
    V_early \== '@none',
    F5 = 'play_order'(V_q, V_t, V_late), fact(F5),
    V_q \== '@none',
    V_t \== '@none',
    V_late \== '@none',
    V_early < V_late.

% revoke_against_requirement: 61A (1997, 2007, 2017), kb/law_61.law:138:1
fire('revoke_against_requirement', 1, 'revoke'(V_p, V_t, V_required), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play_requirement'(V_p, V_t, V_required), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_required \== '@none',
    F1 = 'play'(V_p, V_t, V_played, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    V_played \== '@none',
    V_played \== V_required,
    F2 = 'holding'(V_p, V_t, V_required, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none',
    V_required \== '@none'.

% defender_asks_partner_against_regulation_2007: 61B (2007), kb/law_61.law:206:1
fire('defender_asks_partner_against_regulation_2007', 1, 'improper_revoke_question'(V_asker, V_asked, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'revoke_question'(V_asker, V_asked, V_t), fact(F0),
    V_asker \== '@none',
    V_asked \== '@none',
    V_t \== '@none',
    partner(V_asker, R0), V_asked == R0,
    F1 = 'role'(V_asker, 'defender'), fact(F1),
    F2 = 'event'(_, false), fact(F2).

% defender_asks_partner_improperly: 61B (1997), kb/law_61.law:228:1
fire('defender_asks_partner_improperly', 1, 'improper_revoke_question'(V_asker, V_asked, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'revoke_question'(V_asker, V_asked, V_t), fact(F0),
    V_asker \== '@none',
    V_asked \== '@none',
    V_t \== '@none',
    partner(V_asker, R0), V_asked == R0,
    F1 = 'role'(V_asker, 'defender'), fact(F1),
    \+ (fact('event'('other', true))).

% hand_returned_without_shuffling: 7C (2007, 2017), kb/law_7.law:50:1
fire('hand_returned_without_shuffling', 1, 'hand_returned_unshuffled'(V_p), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'hand_returned_to_board'(V_p, false, _), fact(F0),
    V_p \== '@none'.

% hand_returned_to_wrong_pocket: 7C (2007, 2017), kb/law_7.law:58:1
fire('hand_returned_to_wrong_pocket', 1, '@rectification'('7C', 'move_cards_to_own_pocket', [['from_pocket', V_pocket], ['to_pocket', V_p], ['in_presence_of', 'a_member_of_each_side_or_the_director']], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'hand_returned_to_board'(V_p, _, V_pocket), fact(F0),
    V_p \== '@none',
    V_pocket \== '@none',
    V_pocket \== V_p.

% board_opened_without_witness: 7C (2007, 2017), kb/law_7.law:67:1
fire('board_opened_without_witness', 1, 'board_opened_unwitnessed'(V_p), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'cards_taken_out_of_board'(V_p, false, false), fact(F0),
    V_p \== '@none'.

% explanation_differs_from_agreement: 75B (2007), kb/law_75.law:154:1
fire('explanation_differs_from_agreement', 1, 'explanation_or_call_wrong'('explanation', V_x), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'alert_or_explanation'(V_x, 'explained', false, _, _, _, _, _), fact(F0),
    V_x \== '@none'.
fire('explanation_differs_from_agreement', 1, '@rectification'('75B', 'adjusted_score_if_the_misinformation_damaged', [['explained_by', V_x], ['for_side', R0]], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'alert_or_explanation'(V_x, 'explained', false, _, _, _, _, _), fact(F0),
    V_x \== '@none',
    opponents(V_x, R0).

% mistaken_call_explained_correctly: 75C (2007, 2017), kb/law_75.law:163:1
fire('mistaken_call_explained_correctly', 1, 'explanation_or_call_wrong'('call', V_q), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'alert_or_explanation'(V_x, 'explained', true, _, _, _, _, _), fact(F0),
    V_x \== '@none',
    F1 = 'call_misfits_agreement'(V_q), fact(F1),
    V_q \== '@none',
    partner(V_q, R0), V_x == R0.
fire('mistaken_call_explained_correctly', 1, '@rectification'('75C', 'no_redress_for_a_mistaken_call', [['called_by', V_q], ['explained_by', V_x]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'alert_or_explanation'(V_x, 'explained', true, _, _, _, _, _), fact(F0),
    V_x \== '@none',
    F1 = 'call_misfits_agreement'(V_q), fact(F1),
    V_q \== '@none',
    partner(V_q, R0), V_x == R0.

% correct_explanation_is_unauthorized_for_the_caller: 75A (2007, 2017), kb/law_75.law:174:1
fire('correct_explanation_is_unauthorized_for_the_caller', 1, 'unauthorized_information_received'(V_q, 'partner_explanation', V_x, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'alert_or_explanation'(V_x, 'explained', true, _, _, _, _, _), fact(F0),
    V_x \== '@none',
    F1 = 'call_misfits_agreement'(V_q), fact(F1),
    V_q \== '@none',
    partner(V_q, R0), V_x == R0.

% mistaken_explanation_is_an_infraction: 75B1 (2017), kb/law_75.law:184:1
fire('mistaken_explanation_is_an_infraction', 1, 'explanation_or_call_wrong'('explanation', V_x), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'alert_or_explanation'(V_x, 'explained', false, _, _, _, _, _), fact(F0),
    V_x \== '@none'.
fire('mistaken_explanation_is_an_infraction', 1, '@rectification'('75B1', 'adjusted_score_if_the_misinformation_damaged', [['explained_by', V_x], ['for_side', R0]], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'alert_or_explanation'(V_x, 'explained', false, _, _, _, _, _), fact(F0),
    V_x \== '@none',
    opponents(V_x, R0).

% dummy_may_not_point_out_irregularity_during_play: 9A3 (2007), kb/law_9.law:71:1
fire('dummy_may_not_point_out_irregularity_during_play', 1, 'dummy_attention_during_play'(V_dummy), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'irregularity_remark'(V_dummy, 'during_play', 'points_out_committed'), fact(F0),
    V_dummy \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).
fire('dummy_may_not_point_out_irregularity_during_play', 1, '@rectification'('9A3', 'refrain_from_drawing_attention_until_play_ends', [['see', 'laws_42_and_43']], 'must', V_dummy, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'irregularity_remark'(V_dummy, 'during_play', 'points_out_committed'), fact(F0),
    V_dummy \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).

% dummy_may_point_out_irregularity_after_play: 9A3 (2007), kb/law_9.law:81:1
fire('dummy_may_point_out_irregularity_after_play', 1, '@rectification'('9A3', 'draw_attention_to_irregularity', [['moment', V_moment]], 'may', V_dummy, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'irregularity_remark'(V_dummy, V_moment, 'points_out_committed'), fact(F0),
    V_dummy \== '@none',
    V_moment \== '@none',
    V_moment \== 'during_play',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).

% player_may_try_to_prevent_irregularity: 9A3 (2007, 2017), kb/law_9.law:91:1
fire('player_may_try_to_prevent_irregularity', 1, '@rectification'('9A3', 'try_to_prevent_irregularity', [], 'may', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'irregularity_remark'(V_p, _, 'tries_to_prevent'), fact(F0),
    V_p \== '@none',
    \+ (fact('role'(V_p, 'dummy'))).

% dummy_may_try_to_prevent_irregularity: 9A3 (2007, 2017), kb/law_9.law:100:1
fire('dummy_may_try_to_prevent_irregularity', 1, '@rectification'('9A3', 'try_to_prevent_irregularity', [['subject_to', 'laws_42_and_43']], 'may', V_dummy, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'irregularity_remark'(V_dummy, _, 'tries_to_prevent'), fact(F0),
    V_dummy \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).

% dummy_may_not_point_out_irregularity_during_play_2017: 9A4 (2017), kb/law_9.law:111:1
fire('dummy_may_not_point_out_irregularity_during_play_2017', 1, 'dummy_attention_during_play'(V_dummy), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'irregularity_remark'(V_dummy, 'during_play', 'points_out_committed'), fact(F0),
    V_dummy \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).
fire('dummy_may_not_point_out_irregularity_during_play_2017', 1, '@rectification'('9A4', 'refrain_from_drawing_attention_until_play_ends', [['see', 'law_43'], ['but_see', 'law_20F5']], 'must', V_dummy, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'irregularity_remark'(V_dummy, 'during_play', 'points_out_committed'), fact(F0),
    V_dummy \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).

% dummy_may_point_out_irregularity_after_play_2017: 9A4 (2017), kb/law_9.law:121:1
fire('dummy_may_point_out_irregularity_after_play_2017', 1, '@rectification'('9A4', 'draw_attention_to_irregularity', [['moment', V_moment]], 'may', V_dummy, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'irregularity_remark'(V_dummy, V_moment, 'points_out_committed'), fact(F0),
    V_dummy \== '@none',
    V_moment \== '@none',
    V_moment \== 'during_play',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1).

% calls_after_wrong_board_call_cancelled_2017: 15A1 (2017), kb/law_15.law:125:1
fire('calls_after_wrong_board_call_cancelled_2017', 2, '@rectification'('15A1', 'cancel_call', [['by', V_q], ['order', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_q, V_o, _, _, _), fact(F2),
    V_q \== '@none',
    V_o \== '@none',
    V_q \== V_p,
    V_o > V_c,
    V_o =< V_found.

% wrong_board_partner_called_2017: 15A2a (2017), kb/law_15.law:138:1
fire('wrong_board_partner_called_2017', 2, '@rectification'('15A2a', 'adjusted_score', [['reason', 'offender_partner_called_after_cancelled_call']], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_partner, V_o, _, _, _), fact(F2),
    V_partner \== '@none',
    V_o \== '@none',
    partner(V_p, R0), V_partner == R0,
    V_o > V_c,
    V_o =< V_found.
fire('wrong_board_partner_called_2017', 2, '@defeated'('wrong_board_offender_calls_again_2017', 'wrong_board_partner_called_2017', [V_p]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_partner, V_o, _, _, _), fact(F2),
    V_partner \== '@none',
    V_o \== '@none',
    partner(V_p, R0), V_partner == R0,
    V_o > V_c,
    V_o =< V_found.
fire('wrong_board_partner_called_2017', 2, '@defeated'('wrong_board_auction_continues_2017', 'wrong_board_partner_called_2017', [V_p]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_partner, V_o, _, _, _), fact(F2),
    V_partner \== '@none',
    V_o \== '@none',
    partner(V_p, R0), V_partner == R0,
    V_o > V_c,
    V_o =< V_found.

% wrong_board_cancelled_calls_under_16C_2017: 15A2c (2017), kb/law_15.law:168:1
fire('wrong_board_cancelled_calls_under_16C_2017', 2, '@rectification'('15A2c', 'treat_withdrawn_calls_under_law_16C', [['offender', V_p]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0).

% wrong_board_procedural_penalty_2017: 15A4 (2017), kb/law_15.law:239:1
fire('wrong_board_procedural_penalty_2017', 2, '@rectification'('15A4', 'procedural_penalty', [['offender', V_p], ['see', 'law_90']], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0).

% bid_at_a_lower_level_is_insufficient: 18D (1997, 2007, 2017), kb/law_16_36.law:820:1
fire('bid_at_a_lower_level_is_insufficient', 2, 'insufficient_bid'(V_p, V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'bid', V_l, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_l \== '@none',
    F1 = 'last_bid_before'(V_o, V_e), fact(F1),
    F2 = 'call'(_, V_e, _, V_last_level, _), fact(F2),
    V_e \== '@none',
    V_last_level \== '@none',
    V_l < V_last_level.

% bid_over_clubs_at_same_level: 18D (1997, 2007, 2017), kb/law_16_36.law:831:1
fire('bid_over_clubs_at_same_level', 2, 'insufficient_bid'(V_p, V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'bid', V_l, 'C'), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_l \== '@none',
    F1 = 'last_bid_before'(V_o, V_e), fact(F1),
    F2 = 'call'(_, V_e, _, V_l, 'C'), fact(F2),
    V_e \== '@none',
    V_l \== '@none'.

% bid_over_diamonds_at_same_level: 18D (1997, 2007, 2017), kb/law_16_36.law:841:1
fire('bid_over_diamonds_at_same_level', 2, 'insufficient_bid'(V_p, V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'bid', V_l, V_s), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_l \== '@none',
    V_s \== '@none',
    memberchk(V_s, ['C', 'D']),
    F1 = 'last_bid_before'(V_o, V_e), fact(F1),
    F2 = 'call'(_, V_e, _, V_l, 'D'), fact(F2),
    V_e \== '@none',
    V_l \== '@none'.

% bid_over_hearts_at_same_level: 18D (1997, 2007, 2017), kb/law_16_36.law:852:1
fire('bid_over_hearts_at_same_level', 2, 'insufficient_bid'(V_p, V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'bid', V_l, V_s), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_l \== '@none',
    V_s \== '@none',
    memberchk(V_s, ['C', 'D', 'H']),
    F1 = 'last_bid_before'(V_o, V_e), fact(F1),
    F2 = 'call'(_, V_e, _, V_l, 'H'), fact(F2),
    V_e \== '@none',
    V_l \== '@none'.

% bid_over_spades_at_same_level: 18D (1997, 2007, 2017), kb/law_16_36.law:863:1
fire('bid_over_spades_at_same_level', 2, 'insufficient_bid'(V_p, V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'bid', V_l, V_s), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_l \== '@none',
    V_s \== '@none',
    memberchk(V_s, ['C', 'D', 'H', 'S']),
    F1 = 'last_bid_before'(V_o, V_e), fact(F1),
    F2 = 'call'(_, V_e, _, V_l, 'S'), fact(F2),
    V_e \== '@none',
    V_l \== '@none'.

% bid_over_notrump_at_same_level: 18D (1997, 2007, 2017), kb/law_16_36.law:874:1
fire('bid_over_notrump_at_same_level', 2, 'insufficient_bid'(V_p, V_o, V_e), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'bid', V_l, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_l \== '@none',
    F1 = 'last_bid_before'(V_o, V_e), fact(F1),
    F2 = 'call'(_, V_e, _, V_l, 'NT'), fact(F2),
    V_e \== '@none',
    V_l \== '@none'.

% double_of_own_sides_bid: 19A1 (1997, 2007, 2017), kb/law_16_36.law:1232:1
fire('double_of_own_sides_bid', 2, 'inadmissible_double_or_redouble'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'double', _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'last_action_before'(V_o, V_e), fact(F1),
    F2 = 'call'(V_q, V_e, 'bid', _, _), fact(F2),
    V_q \== '@none',
    V_e \== '@none',
    side(V_q, R0), side(V_p, R1), R0 == R1.

% double_of_a_double_or_redouble: 19A1 (1997, 2007, 2017), kb/law_16_36.law:1243:1
fire('double_of_a_double_or_redouble', 2, 'inadmissible_double_or_redouble'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'double', _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'last_action_before'(V_o, V_e), fact(F1),
    F2 = 'call'(_, V_e, V_ek, _, _), fact(F2),
    V_e \== '@none',
    V_ek \== '@none',
    memberchk(V_ek, ['double', 'redouble']).

% redouble_of_a_bid_or_redouble: 19B1 (1997, 2007, 2017), kb/law_16_36.law:1254:1
fire('redouble_of_a_bid_or_redouble', 2, 'inadmissible_double_or_redouble'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'redouble', _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'last_action_before'(V_o, V_e), fact(F1),
    F2 = 'call'(_, V_e, V_ek, _, _), fact(F2),
    V_e \== '@none',
    V_ek \== '@none',
    memberchk(V_ek, ['bid', 'redouble']).

% redouble_of_own_sides_double: 19B1 (1997, 2007, 2017), kb/law_16_36.law:1265:1
fire('redouble_of_own_sides_double', 2, 'inadmissible_double_or_redouble'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, 'redouble', _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'last_action_before'(V_o, V_e), fact(F1),
    F2 = 'call'(V_q, V_e, 'double', _, _), fact(F2),
    V_q \== '@none',
    V_e \== '@none',
    side(V_q, R0), side(V_p, R1), R0 == R1.

% still_no_action: 19A1, 19B1 (1997, 2007, 2017), kb/law_16_36.law:1285:1
fire('still_no_action', 2, 'no_action_before'(V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(_, V_o, _, _, _), fact(F0),
    V_o \== '@none',
    F1 = 'call'(_, V_prev, _, _, _), fact(F1),
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    F2 = 'no_action_before'(V_prev), fact(F2),
    \+ (fact('last_action_before'(V_o, _))).

% single_low_card_exposed_in_auction: 24A (1997, 2007, 2017), kb/law_16_36.law:1357:1
fire('single_low_card_exposed_in_auction', 2, '@rectification'('24A', 'leave_face_up_until_the_auction_ends', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, V_way), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    V_way \== '@none',
    memberchk(V_r, ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']),
    memberchk(V_way, ['dropped', 'held_visible']),
    \+ (fact('several_cards_exposed_in_auction'(V_p))).
fire('single_low_card_exposed_in_auction', 2, '@rectification'('24A', 'no_further_rectification', [['suit', V_s], ['rank', V_r]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, V_way), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    V_way \== '@none',
    memberchk(V_r, ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']),
    memberchk(V_way, ['dropped', 'held_visible']),
    \+ (fact('several_cards_exposed_in_auction'(V_p))).

% single_honour_exposed_in_auction: 24B (1997, 2007, 2017), kb/law_16_36.law:1369:1
fire('single_honour_exposed_in_auction', 2, '@rectification'('24B', 'leave_face_up_until_the_auction_ends', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    memberchk(V_r, ['ten', 'jack', 'queen', 'king', 'ace']),
    \+ (fact('several_cards_exposed_in_auction'(V_p))).
fire('single_honour_exposed_in_auction', 2, '@rectification'('24B', 'pass_when_next_his_turn', [['offender', V_p], ['exposed_suit', V_s], ['exposed_rank', V_r]], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    memberchk(V_r, ['ten', 'jack', 'queen', 'king', 'ace']),
    \+ (fact('several_cards_exposed_in_auction'(V_p))),
    partner(V_p, R0).

% card_led_prematurely_in_auction: 24B (1997, 2007, 2017), kb/law_16_36.law:1380:1
fire('card_led_prematurely_in_auction', 2, '@rectification'('24B', 'leave_face_up_until_the_auction_ends', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, 'played_out_of_turn'), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    memberchk(V_r, ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']),
    \+ (fact('several_cards_exposed_in_auction'(V_p))).
fire('card_led_prematurely_in_auction', 2, '@rectification'('24B', 'pass_when_next_his_turn', [['offender', V_p], ['exposed_suit', V_s], ['exposed_rank', V_r]], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, 'played_out_of_turn'), fact(F0),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    memberchk(V_r, ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']),
    \+ (fact('several_cards_exposed_in_auction'(V_p))),
    partner(V_p, R0).

% several_cards_exposed_in_auction_rectified: 24C (1997, 2007, 2017), kb/law_16_36.law:1391:1
fire('several_cards_exposed_in_auction_rectified', 2, '@rectification'('24C', 'leave_face_up_until_the_auction_ends', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'several_cards_exposed_in_auction'(V_p), fact(F0),
    F1 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F1),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none'.
fire('several_cards_exposed_in_auction_rectified', 2, '@rectification'('24C', 'pass_when_next_his_turn', [['offender', V_p]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'several_cards_exposed_in_auction'(V_p), fact(F0),
    F1 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F1),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    partner(V_p, R0).

% wrong_board_offender_calls_again: 17D2 (2007), kb/law_17.law:221:1
fire('wrong_board_offender_calls_again', 2, '@rectification'('17D2', 'call_again_with_correct_hand', [['replacing_call', V_c]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0).

% wrong_board_new_bid_same: 17D2 (2007), kb/law_17.law:250:1
fire('wrong_board_new_bid_same', 2, 'wrong_board_same_call'(V_p), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'call'(_, V_c, 'bid', V_level, V_strain), fact(F1),
    V_c \== '@none',
    V_level \== '@none',
    V_strain \== '@none',
    F2 = 'wrong_board_new_call'(V_p, 'bid', V_level, V_strain), fact(F2),
    V_p \== '@none',
    V_level \== '@none',
    V_strain \== '@none'.

% wrong_board_new_other_call_same: 17D2 (2007), kb/law_17.law:260:1
fire('wrong_board_new_other_call_same', 2, 'wrong_board_same_call'(V_p), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'call'(_, V_c, V_kind, _, _), fact(F1),
    V_c \== '@none',
    V_kind \== '@none',
    V_kind \== 'bid',
    F2 = 'wrong_board_new_call'(V_p, V_kind, _, _), fact(F2),
    V_p \== '@none',
    V_kind \== '@none'.

% wrong_board_partner_called: 17D2 (2007), kb/law_17.law:305:1
fire('wrong_board_partner_called', 2, '@rectification'('17D2', 'artificial_adjusted_score', [['reason', 'offender_partner_called_over_cancelled_call']], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_partner, V_o, _, _, _), fact(F2),
    V_partner \== '@none',
    V_o \== '@none',
    partner(V_p, R0), V_partner == R0,
    V_o > V_c,
    V_o =< V_found.
fire('wrong_board_partner_called', 2, '@defeated'('wrong_board_auction_continues', 'wrong_board_partner_called', [V_p, V_c]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_partner, V_o, _, _, _), fact(F2),
    V_partner \== '@none',
    V_o \== '@none',
    partner(V_p, R0), V_partner == R0,
    V_o > V_c,
    V_o =< V_found.
fire('wrong_board_partner_called', 2, '@defeated'('wrong_board_lho_repeats_call', 'wrong_board_partner_called', [V_p, V_c]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_partner, V_o, _, _, _), fact(F2),
    V_partner \== '@none',
    V_o \== '@none',
    partner(V_p, R0), V_partner == R0,
    V_o > V_c,
    V_o =< V_found.

% wrong_board_new_call_pending: 17D2 (2007), kb/law_17.law:319:1
fire('wrong_board_new_call_pending', 2, '@rectification'('17D2', 'artificial_adjusted_score', [['if', 'new_call_differs']], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_lho, V_o, _, _, _), fact(F2),
    V_lho \== '@none',
    V_o \== '@none',
    lho(V_p, R0), V_lho == R0,
    V_o > V_c,
    V_o =< V_found,
    \+ (fact('wrong_board_new_call'(V_p, _, _, _)), V_p \== '@none').

% wrong_board_procedural_penalty: 17D4 (2007), kb/law_17.law:383:1
fire('wrong_board_procedural_penalty', 2, '@rectification'('17D4', 'procedural_penalty', [['offender', V_p], ['see', 'law_90']], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0).

% closing_passes_first_out_of_rotation_2017: 17D3 (2017), kb/law_17.law:537:1
fire('closing_passes_first_out_of_rotation_2017', 2, 'auction_kept_open'(R4, V_b, V_first), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b \== R1,
    F2 = 'call'(_, V_second, 'pass', _, _), fact(F2),
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    \+ fact('@defeated'('closing_passes_first_out_of_rotation_2017', _, [V_c])),
    lho(V_a, R4).
fire('closing_passes_first_out_of_rotation_2017', 2, '@rectification'('17D3', 'auction_returns_to', [['seat', R5]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b \== R1,
    F2 = 'call'(_, V_second, 'pass', _, _), fact(F2),
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    \+ fact('@defeated'('closing_passes_first_out_of_rotation_2017', _, [V_c])),
    lho(V_a, R5).

% closing_passes_first_out_of_rotation_2017@overruled: 17D3 (2017), kb/law_17.law:537:1
fire('closing_passes_first_out_of_rotation_2017@overruled', 2, '@overruled'('closing_passes_first_out_of_rotation_2017', V___defeater, [V_c]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b \== R1,
    F2 = 'call'(_, V_second, 'pass', _, _), fact(F2),
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    F4 = '@defeated'('closing_passes_first_out_of_rotation_2017', V___defeater, [V_c]), fact(F4).

% closing_passes_second_out_of_rotation_2017: 17D3 (2017), kb/law_17.law:552:1
fire('closing_passes_second_out_of_rotation_2017', 2, 'auction_kept_open'(R4, V_x, V_second), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    lho(V_b, R2), V_x \== R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    \+ fact('@defeated'('closing_passes_second_out_of_rotation_2017', _, [V_c])),
    lho(V_b, R4).
fire('closing_passes_second_out_of_rotation_2017', 2, '@rectification'('17D3', 'auction_returns_to', [['seat', R5]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    lho(V_b, R2), V_x \== R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    \+ fact('@defeated'('closing_passes_second_out_of_rotation_2017', _, [V_c])),
    lho(V_b, R5).

% closing_passes_second_out_of_rotation_2017@overruled: 17D3 (2017), kb/law_17.law:552:1
fire('closing_passes_second_out_of_rotation_2017@overruled', 2, '@overruled'('closing_passes_second_out_of_rotation_2017', V___defeater, [V_c]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    lho(V_b, R2), V_x \== R2,
    F3 = 'call'(_, V_third, 'pass', _, _), fact(F3),
    V_third \== '@none',
    R3 is V_c + 3, V_third == R3,
    F4 = '@defeated'('closing_passes_second_out_of_rotation_2017', V___defeater, [V_c]), fact(F4).

% closing_passes_third_out_of_rotation_2017: 17D3 (2017), kb/law_17.law:567:1
fire('closing_passes_third_out_of_rotation_2017', 2, 'auction_kept_open'(R4, V_y, V_third), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_first, 'pass', _, _), fact(F1),
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    F3 = 'call'(V_y, V_third, 'pass', _, _), fact(F3),
    V_y \== '@none',
    V_third \== '@none',
    R2 is V_c + 3, V_third == R2,
    lho(V_x, R3), V_y \== R3,
    \+ fact('@defeated'('closing_passes_third_out_of_rotation_2017', _, [V_c])),
    lho(V_x, R4).
fire('closing_passes_third_out_of_rotation_2017', 2, '@rectification'('17D3', 'auction_returns_to', [['seat', R5]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_first, 'pass', _, _), fact(F1),
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    F3 = 'call'(V_y, V_third, 'pass', _, _), fact(F3),
    V_y \== '@none',
    V_third \== '@none',
    R2 is V_c + 3, V_third == R2,
    lho(V_x, R3), V_y \== R3,
    \+ fact('@defeated'('closing_passes_third_out_of_rotation_2017', _, [V_c])),
    lho(V_x, R5).

% closing_passes_third_out_of_rotation_2017@overruled: 17D3 (2017), kb/law_17.law:567:1
fire('closing_passes_third_out_of_rotation_2017@overruled', 2, '@overruled'('closing_passes_third_out_of_rotation_2017', V___defeater, [V_c]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(_, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'call'(_, V_first, 'pass', _, _), fact(F1),
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    F2 = 'call'(V_x, V_second, 'pass', _, _), fact(F2),
    V_x \== '@none',
    V_second \== '@none',
    R1 is V_c + 2, V_second == R1,
    F3 = 'call'(V_y, V_third, 'pass', _, _), fact(F3),
    V_y \== '@none',
    V_third \== '@none',
    R2 is V_c + 3, V_third == R2,
    lho(V_x, R3), V_y \== R3,
    F4 = '@defeated'('closing_passes_third_out_of_rotation_2017', V___defeater, [V_c]), fact(F4).

% review_at_turn_during_auction: 20B (2007, 2017), kb/law_20.law:406:1
fire('review_at_turn_during_auction', 2, 'auction_review_due'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, false), fact(F1),
    \+ fact('@defeated'('review_at_turn_during_auction', _, [V_p])).
fire('review_at_turn_during_auction', 2, '@rectification'('20B', 'have_all_previous_calls_repeated', [['alerts_included', true]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, false), fact(F1),
    \+ fact('@defeated'('review_at_turn_during_auction', _, [V_p])).

% review_at_turn_during_auction@overruled: 20B (2007, 2017), kb/law_20.law:406:1
fire('review_at_turn_during_auction@overruled', 2, '@overruled'('review_at_turn_during_auction', V___defeater, [V_p]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_inquiry'(V_p, 'review', true, _, _, _, _, _), fact(F0),
    V_p \== '@none',
    F1 = 'auction'(_, false), fact(F1),
    F2 = '@defeated'('review_at_turn_during_auction', V___defeater, [V_p]), fact(F2).

% explanation_given_by_each_callers_partner: 20F1, 20F2 (2007, 2017), kb/law_20.law:549:1
fire('explanation_given_by_each_callers_partner', 2, '@rectification'('20F1', 'explain_partners_calls_and_agreements', [['asked_by', V_p], ['unless', 'director_instructs_otherwise']], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'explanation_due'(V_p, V_k), fact(F0),
    memberchk(V_k, ['explanation', 'play_agreements']),
    opponents(V_p, R0).

% single_call_explained_by_callers_partner: 20F1, 20F2 (2007, 2017), kb/law_20.law:558:1
fire('single_call_explained_by_callers_partner', 2, '@rectification'('20F1', 'explain_partners_call', [['asked_by', V_p], ['call_by', V_c], ['unless', 'director_instructs_otherwise']], 'must', R2, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'explanation_due'(V_p, 'single_call'), fact(F0),
    F1 = 'auction_inquiry'(V_p, 'single_call', _, _, V_c, _, _, _), fact(F1),
    V_p \== '@none',
    V_c \== '@none',
    side(V_c, R0), side(V_p, R1), R0 \== R1,
    partner(V_c, R2).

% single_call_question_may_inform_partner: 20F3 (2007, 2017), kb/law_20.law:568:1
fire('single_call_question_may_inform_partner', 2, '@rectification'('20F3', 'consider_law_16B1_for_information_the_question_gives_partner', [['asked_by', V_p], ['partner', R0]], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'explanation_due'(V_p, 'single_call'), fact(F0),
    partner(V_p, R0).

% explanation_in_writing_behind_screens_aeb: 20F1 (2007), kb/law_20.law:576:1
fire('explanation_in_writing_behind_screens_aeb', 2, '@rectification'('20F1', 'give_explanation_in_writing', [['asked_by', V_p], ['regulation', 'aeb_note_to_20F1']], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'explanation_due'(V_p, _), fact(F0),
    F1 = 'explanation_regulations'(true, true, _), fact(F1),
    opponents(V_p, R0).

% explainer_realises_own_mistake: 20F4 (2007), kb/law_20.law:611:1
fire('explainer_realises_own_mistake', 2, '@rectification'('20F4', 'call_director_immediately', [], 'must', V_e, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'mistaken_alert_or_explanation'(V_e, _), fact(F0),
    F1 = 'alert_or_explanation'(V_e, _, _, _, _, true, _, _), fact(F1),
    V_e \== '@none'.
fire('explainer_realises_own_mistake', 2, '@rectification'('20F4', 'apply_law_21B_or_40B4', [], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'mistaken_alert_or_explanation'(V_e, _), fact(F0),
    F1 = 'alert_or_explanation'(V_e, _, _, _, _, true, _, _), fact(F1),
    V_e \== '@none'.

% own_mistake_corrected_before_opening_lead_is_faced: 20F4, 75B2 (2017), kb/law_20.law:621:1
fire('own_mistake_corrected_before_opening_lead_is_faced', 2, '@rectification'('20F4', 'call_director_and_correct_the_explanation', [['no_later_than', 'before_opening_lead_is_faced']], 'must', V_e, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'mistaken_alert_or_explanation'(V_e, _), fact(F0),
    F1 = 'alert_or_explanation'(V_e, _, _, _, _, true, _, false), fact(F1),
    V_e \== '@none'.

% own_mistake_may_be_corrected_during_auction: 20F4, 75B2 (2017), kb/law_20.law:630:1
fire('own_mistake_may_be_corrected_during_auction', 2, '@rectification'('20F4', 'call_director_and_correct_the_explanation', [['at', 'once_during_the_auction']], 'may', V_e, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'mistaken_alert_or_explanation'(V_e, _), fact(F0),
    F1 = 'alert_or_explanation'(V_e, _, _, _, _, true, _, false), fact(F1),
    V_e \== '@none',
    F2 = 'auction'(_, false), fact(F2).

% own_mistake_realised_during_play: 20F4, 75B2 (2017), kb/law_20.law:640:1
fire('own_mistake_realised_during_play', 2, '@rectification'('20F4', 'call_director_and_correct_the_explanation', [['at', 'when_realised_during_play']], 'must', V_e, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'mistaken_alert_or_explanation'(V_e, _), fact(F0),
    F1 = 'alert_or_explanation'(V_e, _, _, _, _, true, _, true), fact(F1),
    V_e \== '@none'.

% partner_keeps_silent_during_auction: 20F5a (2007, 2017), kb/law_20.law:649:1
fire('partner_keeps_silent_during_auction', 2, '@rectification'('20F5a', 'do_not_correct_or_indicate_the_mistake', [['until', 'end_of_auction'], ['explained_by', V_e]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'mistaken_alert_or_explanation'(V_e, true), fact(F0),
    F1 = 'alert_or_explanation'(V_e, _, _, _, true, _, true, _), fact(F1),
    V_e \== '@none',
    partner(V_e, R0).

% defender_reports_partners_mistake_at_end_of_play: 20F5b (2007, 2017), kb/law_20.law:658:1
fire('defender_reports_partners_mistake_at_end_of_play', 2, '@rectification'('20F5b', 'call_director_and_inform_opponents', [['at', 'end_of_play'], ['explained_by', V_e]], 'must', V_q, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'mistaken_alert_or_explanation'(V_e, true), fact(F0),
    F1 = 'alert_or_explanation'(V_e, _, _, _, true, _, true, _), fact(F1),
    V_e \== '@none',
    F2 = 'role'(V_q, 'defender'), fact(F2),
    partner(V_e, R0), V_q == R0.

% declarer_or_dummy_reports_partners_mistake_after_final_pass: 20F5b (2007, 2017), kb/law_20.law:669:1
fire('declarer_or_dummy_reports_partners_mistake_after_final_pass', 2, '@rectification'('20F5b', 'call_director_and_inform_opponents', [['at', 'after_final_pass'], ['explained_by', V_e]], 'must', V_q, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'mistaken_alert_or_explanation'(V_e, true), fact(F0),
    F1 = 'alert_or_explanation'(V_e, _, _, _, true, _, true, _), fact(F1),
    V_e \== '@none',
    F2 = 'role'(V_q, V_r), fact(F2),
    memberchk(V_r, ['declarer', 'dummy']),
    partner(V_e, R0), V_q == R0.

% call_based_on_misinformation: 20F6 (2007, 2017), kb/law_20.law:681:1
fire('call_based_on_misinformation', 2, '@rectification'('20F6', 'apply_law_21', [['call_by', V_p], ['misinformed_by', V_e]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'action_based_on_explanation'(V_p, V_e, 'a_call'), fact(F0),
    V_p \== '@none',
    V_e \== '@none',
    side(V_e, R0), side(V_p, R1), R0 \== R1,
    F1 = 'mistaken_alert_or_explanation'(V_e, _), fact(F1).

% play_based_on_misinformation: 20F6 (2007, 2017), kb/law_20.law:691:1
fire('play_based_on_misinformation', 2, '@rectification'('20F6', 'apply_law_47', [['play_by', V_p], ['misinformed_by', V_e]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'action_based_on_explanation'(V_p, V_e, 'a_play'), fact(F0),
    V_p \== '@none',
    V_e \== '@none',
    side(V_e, R0), side(V_p, R1), R0 \== R1,
    F1 = 'mistaken_alert_or_explanation'(V_e, _), fact(F1).

% call_by_another_than_next_in_rotation: 17C (1997, 2007, 2017), kb/law_29_32.law:364:1
fire('call_by_another_than_next_in_rotation', 2, 'out_of_rotation_call'(V_p, V_o, R2), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_q, V_prev, _, _, _), fact(F1),
    V_q \== '@none',
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    lho(V_q, R1), V_p \== R1,
    \+ (fact('call_taken_back'(V_prev, V_o)), V_prev \== '@none', V_o \== '@none'),
    \+ fact('@defeated'('call_by_another_than_next_in_rotation', _, [V_p, V_o])),
    lho(V_q, R2).

% call_by_another_than_next_in_rotation@overruled: 17C (1997, 2007, 2017), kb/law_29_32.law:364:1
fire('call_by_another_than_next_in_rotation@overruled', 2, '@overruled'('call_by_another_than_next_in_rotation', V___defeater, [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_q, V_prev, _, _, _), fact(F1),
    V_q \== '@none',
    V_prev \== '@none',
    R0 is V_o - 1, V_prev == R0,
    lho(V_q, R1), V_p \== R1,
    F2 = '@defeated'('call_by_another_than_next_in_rotation', V___defeater, [V_p, V_o]), fact(F2),
    \+ (fact('call_taken_back'(V_prev, V_o)), V_prev \== '@none', V_o \== '@none').

% call_after_calls_taken_back_by_another: 17C (1997, 2007, 2017), kb/law_29_32.law:431:1
fire('call_after_calls_taken_back_by_another', 2, 'out_of_rotation_call'(V_p, V_o, V_s), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, _, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call_taken_back'(V_first, V_o), fact(F1),
    V_first \== '@none',
    V_o \== '@none',
    F2 = 'taken_back_call_turn'(V_first, V_s), fact(F2),
    V_p \== V_s,
    \+ (fact('not_first_taken_back'(V_first, V_o))).

% dummy_card_touched_by_declarer_must_be_played: 45C3 (2007, 2017), kb/law_45.law:316:1
fire('dummy_card_touched_by_declarer_must_be_played', 2, '@rectification'('45C3', 'play_touched_dummy_card', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_p, V_t, true, true, _, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'declarer'), fact(F1),
    \+ fact('@defeated'('dummy_card_touched_by_declarer_must_be_played', _, [V_p, V_t])).

% dummy_card_touched_by_declarer_must_be_played@overruled: 45C3 (2007, 2017), kb/law_45.law:316:1
fire('dummy_card_touched_by_declarer_must_be_played@overruled', 2, '@overruled'('dummy_card_touched_by_declarer_must_be_played', V___defeater, [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_p, V_t, true, true, _, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'declarer'), fact(F1),
    F2 = '@defeated'('dummy_card_touched_by_declarer_must_be_played', V___defeater, [V_p, V_t]), fact(F2).

% designated_card_must_be_played: 45C4a (2007, 2017), kb/law_45.law:336:1
fire('designated_card_must_be_played', 2, '@rectification'('45C4a', 'play_designated_card', [['trick', V_t]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'designation'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    \+ fact('@defeated'('designated_card_must_be_played', _, [V_p, V_t])).

% designated_card_must_be_played@overruled: 45C4a (2007, 2017), kb/law_45.law:336:1
fire('designated_card_must_be_played@overruled', 2, '@overruled'('designated_card_must_be_played', V___defeater, [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'designation'(V_p, V_t), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = '@defeated'('designated_card_must_be_played', V___defeater, [V_p, V_t]), fact(F1).

% dummy_unnamed_card_withdrawn: 45D (2007, 2017), kb/law_45.law:396:1
fire('dummy_unnamed_card_withdrawn', 2, '@rectification'('45D', 'return_unnamed_card_to_dummy', [['trick', V_t]], 'must', V_dummy, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_placed_unnamed_card'(V_t), fact(F0),
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1),
    \+ (fact('both_sides_played_after_dummy_error'(V_t))).

% defender_may_withdraw_card_played_after_dummy_error: 45D (2007, 2017), kb/law_45.law:406:1
fire('defender_may_withdraw_card_played_after_dummy_error', 2, '@rectification'('45D', 'withdraw_card_played_after_error', [['trick', V_t]], 'may', V_d, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_placed_unnamed_card'(V_t), fact(F0),
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1),
    F2 = 'play'(V_leader, V_t, _, true, _), fact(F2),
    V_leader \== '@none',
    V_t \== '@none',
    F3 = 'play'(V_d, V_t, _, _, _), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    turn(V_d, V_leader, R0), turn(V_dummy, V_leader, R1), R0 > R1,
    F4 = 'role'(V_d, 'defender'), fact(F4),
    \+ (fact('both_sides_played_after_dummy_error'(V_t))).

% defender_may_withdraw_card_led_after_dummy_error: 45D (2007, 2017), kb/law_45.law:420:1
fire('defender_may_withdraw_card_led_after_dummy_error', 2, '@rectification'('45D', 'withdraw_card_played_after_error', [['trick', V_n]], 'may', V_d, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_placed_unnamed_card'(V_t), fact(F0),
    V_t \== '@none',
    F1 = 'play'(V_d, V_n, _, _, _), fact(F1),
    V_d \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F2 = 'role'(V_d, 'defender'), fact(F2),
    \+ (fact('both_sides_played_after_dummy_error'(V_t))).

% declarer_may_withdraw_card_after_rho_change: 45D (2007, 2017), kb/law_45.law:432:1
fire('declarer_may_withdraw_card_after_rho_change', 2, '@rectification'('45D', 'withdraw_own_later_card', [['trick', V_t], ['if_card_changed_by', R7]], 'may', V_decl, '@none'), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_placed_unnamed_card'(V_t), fact(F0),
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1),
    F2 = 'role'(V_decl, 'declarer'), fact(F2),
    F3 = 'play'(V_leader, V_t, _, true, _), fact(F3),
    V_leader \== '@none',
    V_t \== '@none',
    rho(V_decl, R0), turn(R0, V_leader, R1), turn(V_dummy, V_leader, R2), R1 > R2,
    turn(V_decl, V_leader, R3), rho(V_decl, R4), turn(R4, V_leader, R5), R3 > R5,
    rho(V_decl, R6),
    F4 = 'play'(R6, V_t, _, _, _), fact(F4),
    V_t \== '@none',
    F5 = 'play'(V_decl, V_t, _, _, _), fact(F5),
    V_decl \== '@none',
    V_t \== '@none',
    \+ (fact('both_sides_played_after_dummy_error'(V_t))),
    rho(V_decl, R7).

% dummy_indicated_a_card: 45F (2007, 2017), kb/law_45.law:533:1
fire('dummy_indicated_a_card', 2, '@rectification'('45F', 'call_director_at_once', [['trick', V_t]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_dummy, V_t, _, _, _, false), fact(F0),
    V_dummy \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1),
    \+ fact('@defeated'('dummy_indicated_a_card', _, [V_dummy, V_t])),
    opponents(V_dummy, R0).
fire('dummy_indicated_a_card', 2, '@rectification'('45F', 'let_play_continue', [['trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_dummy, V_t, _, _, _, false), fact(F0),
    V_dummy \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1),
    \+ fact('@defeated'('dummy_indicated_a_card', _, [V_dummy, V_t])).
fire('dummy_indicated_a_card', 2, '@rectification'('45F', 'score_adjusted_at_end_of_play_if_dummy_suggested_a_play_that_damaged_defenders', [['for_side', R1]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_dummy, V_t, _, _, _, false), fact(F0),
    V_dummy \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1),
    \+ fact('@defeated'('dummy_indicated_a_card', _, [V_dummy, V_t])),
    opponents(V_dummy, R1).

% dummy_indicated_a_card@overruled: 45F (2007, 2017), kb/law_45.law:533:1
fire('dummy_indicated_a_card@overruled', 2, '@overruled'('dummy_indicated_a_card', V___defeater, [V_dummy, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'dummy_card_touched'(V_dummy, V_t, _, _, _, false), fact(F0),
    V_dummy \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_dummy, 'dummy'), fact(F1),
    F2 = '@defeated'('dummy_indicated_a_card', V___defeater, [V_dummy, V_t]), fact(F2).

% one_visible_card_is_played: 58B1 (1997, 2007, 2017), kb/law_57_60.law:722:1
fire('one_visible_card_is_played', 2, '@rectification'('58B1', 'deem_visible_card_played', [['trick', V_t]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v == 1,
    \+ fact('@defeated'('one_visible_card_is_played', _, [V_p, V_t])).
fire('one_visible_card_is_played', 2, '@rectification'('58B1', 'pick_up_other_cards_without_rectification', [['trick', V_t]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v == 1,
    \+ fact('@defeated'('one_visible_card_is_played', _, [V_p, V_t])).

% one_visible_card_is_played@overruled: 58B1 (1997, 2007, 2017), kb/law_57_60.law:722:1
fire('one_visible_card_is_played@overruled', 2, '@overruled'('one_visible_card_is_played', V___defeater, [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v == 1,
    F1 = '@defeated'('one_visible_card_is_played', V___defeater, [V_p, V_t]), fact(F1).

% player_designates_card_when_several_visible: 58B2 (1997, 2007, 2017), kb/law_57_60.law:732:1
fire('player_designates_card_when_several_visible', 2, '@rectification'('58B2', 'designate_card_to_play', [['trick', V_t]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v > 1,
    \+ fact('@defeated'('player_designates_card_when_several_visible', _, [V_p, V_t])).

% player_designates_card_when_several_visible@overruled: 58B2 (1997, 2007, 2017), kb/law_57_60.law:732:1
fire('player_designates_card_when_several_visible@overruled', 2, '@overruled'('player_designates_card_when_several_visible', V___defeater, [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v > 1,
    F1 = '@defeated'('player_designates_card_when_several_visible', V___defeater, [V_p, V_t]), fact(F1).

% defenders_other_visible_cards_become_penalty_cards: 58B2 (1997, 2007, 2017), kb/law_57_60.law:741:1
fire('defenders_other_visible_cards_become_penalty_cards', 2, 'penalty_card'(V_p, V_t, '@none', '@none', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v > 1,
    F1 = 'role'(V_p, 'defender'), fact(F1),
    \+ fact('@defeated'('defenders_other_visible_cards_become_penalty_cards', _, [V_p, V_t])).
fire('defenders_other_visible_cards_become_penalty_cards', 2, '@rectification'('58B2', 'other_visible_cards_become_penalty_cards', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v > 1,
    F1 = 'role'(V_p, 'defender'), fact(F1),
    \+ fact('@defeated'('defenders_other_visible_cards_become_penalty_cards', _, [V_p, V_t])).

% defenders_other_visible_cards_become_penalty_cards@overruled: 58B2 (1997, 2007, 2017), kb/law_57_60.law:741:1
fire('defenders_other_visible_cards_become_penalty_cards@overruled', 2, '@overruled'('defenders_other_visible_cards_become_penalty_cards', V___defeater, [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v > 1,
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = '@defeated'('defenders_other_visible_cards_become_penalty_cards', V___defeater, [V_p, V_t]), fact(F2).

% opponent_may_replace_card_played_after_withdrawn_card: 58B3 (1997, 2007, 2017), kb/law_57_60.law:752:1
fire('opponent_may_replace_card_played_after_withdrawn_card', 2, '@rectification'('58B3', 'withdraw_and_replace_card_without_rectification', [['trick', V_t]], 'may', V_x, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v > 1,
    F1 = 'play'(V_l, V_t, _, true, _), fact(F1),
    V_l \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    side(V_x, R0), side(V_p, R1), R0 \== R1,
    turn(V_x, V_l, R2), turn(V_p, V_l, R3), R2 > R3,
    \+ fact('@defeated'('opponent_may_replace_card_played_after_withdrawn_card', _, [V_p, V_t])).

% opponent_may_replace_card_played_after_withdrawn_card@overruled: 58B3 (1997, 2007, 2017), kb/law_57_60.law:752:1
fire('opponent_may_replace_card_played_after_withdrawn_card@overruled', 2, '@overruled'('opponent_may_replace_card_played_after_withdrawn_card', V___defeater, [V_p, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v > 1,
    F1 = 'play'(V_l, V_t, _, true, _), fact(F1),
    V_l \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    side(V_x, R0), side(V_p, R1), R0 \== R1,
    turn(V_x, V_l, R2), turn(V_p, V_l, R3), R2 > R3,
    F3 = '@defeated'('opponent_may_replace_card_played_after_withdrawn_card', V___defeater, [V_p, V_t]), fact(F3).

% showed_out: 61A (1997, 2007, 2017), kb/law_61.law:118:1
fire('showed_out', 2, 'showed_out'(V_p, V_t, V_led), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(_, V_t, V_led, true, _), fact(F0),
    V_t \== '@none',
    V_led \== '@none',
    F1 = 'play'(V_p, V_t, V_played, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    V_played \== '@none',
    V_played \== V_led,
    \+ (fact('played_before_turn'(V_p, V_t))).

% wrong_board_offender_calls_again_2017: 15A2b (2017), kb/law_15.law:152:1
fire('wrong_board_offender_calls_again_2017', 3, '@rectification'('15A2b', 'call_again_with_correct_hand', [['replacing_call', V_c]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    \+ fact('@defeated'('wrong_board_offender_calls_again_2017', _, [V_p])).

% wrong_board_offender_calls_again_2017@overruled: 15A2b (2017), kb/law_15.law:152:1
fire('wrong_board_offender_calls_again_2017@overruled', 3, '@overruled'('wrong_board_offender_calls_again_2017', V___defeater, [V_p]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = '@defeated'('wrong_board_offender_calls_again_2017', V___defeater, [V_p]), fact(F1).

% wrong_board_auction_continues_2017: 15A2b (2017), kb/law_15.law:160:1
fire('wrong_board_auction_continues_2017', 3, '@rectification'('15A2b', 'continue_auction_normally', [['from', 'new_call_of_offender']], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    \+ fact('@defeated'('wrong_board_auction_continues_2017', _, [V_p])).

% wrong_board_auction_continues_2017@overruled: 15A2b (2017), kb/law_15.law:160:1
fire('wrong_board_auction_continues_2017@overruled', 3, '@overruled'('wrong_board_auction_continues_2017', V___defeater, [V_p]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = '@defeated'('wrong_board_auction_continues_2017', V___defeater, [V_p]), fact(F1).

% wrong_board_earlier_call_not_repeated_2017: 15A3 (2017), kb/law_15.law:197:1
fire('wrong_board_earlier_call_not_repeated_2017', 3, 'wrong_board_call_differs'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_p, V_o, _, _, _), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    \+ (fact('wrong_board_same_call'(V_p))),
    \+ (fact('wrong_board_calls_alike'(V_p)), V_p \== '@none').

% insufficient_bid_accepted_by_calling: 27A1 (2007, 2017), kb/law_16_36.law:886:1
fire('insufficient_bid_accepted_by_calling', 3, 'insufficient_bid_accepted'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none').

% insufficient_bid_accepted_by_choice: 27A1 (2007, 2017), kb/law_16_36.law:898:1
fire('insufficient_bid_accepted_by_choice', 3, 'insufficient_bid_accepted'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    F1 = 'chosen'('accept_insufficient_bid'), fact(F1),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none').

% insufficient_bid_taken_back: 27B (1997, 2007, 2017), kb/law_16_36.law:928:1
fire('insufficient_bid_taken_back', 3, 'insufficient_bid_not_accepted'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    F1 = 'call_taken_back'(V_o, _), fact(F1),
    V_o \== '@none'.

% offender_replaced_the_insufficient_bid: 27B (1997, 2007, 2017), kb/law_16_36.law:947:1
fire('offender_replaced_the_insufficient_bid', 3, 'insufficient_bid_replaced'(V_p, V_o, V_n), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    F1 = 'call_taken_back'(V_o, V_n), fact(F1),
    V_o \== '@none',
    V_n \== '@none',
    F2 = 'call'(V_p, V_n, _, _, _), fact(F2),
    V_p \== '@none',
    V_n \== '@none'.

% insufficient_bid_accepted_by_calling_1997: 27A (1997), kb/law_16_36.law:1074:1
fire('insufficient_bid_accepted_by_calling_1997', 3, 'insufficient_bid_accepted'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none').

% insufficient_bid_accepted_by_choice_1997: 27A (1997), kb/law_16_36.law:1086:1
fire('insufficient_bid_accepted_by_choice_1997', 3, 'insufficient_bid_accepted'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    F1 = 'chosen'('accept_insufficient_bid'), fact(F1),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none').

% double_with_nothing_to_double: 19A1, 19B1 (1997, 2007, 2017), kb/law_16_36.law:1297:1
fire('double_with_nothing_to_double', 3, 'inadmissible_double_or_redouble'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_p, V_o, V_k, _, _), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F1 = 'no_action_before'(V_o), fact(F1).

% wrong_board_new_call_differs: 17D2 (2007), kb/law_17.law:271:1
fire('wrong_board_new_call_differs', 3, 'wrong_board_call_differs'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'wrong_board_new_call'(V_p, _, _, _), fact(F1),
    V_p \== '@none',
    \+ (fact('wrong_board_same_call'(V_p))),
    \+ (fact('wrong_board_calls_alike'(V_p)), V_p \== '@none').

% wrong_board_earlier_call_not_repeated: 17D3 (2007), kb/law_17.law:352:1
fire('wrong_board_earlier_call_not_repeated', 3, 'wrong_board_call_differs'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_p, V_o, _, _, _), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    \+ (fact('wrong_board_same_call'(V_p))),
    \+ (fact('wrong_board_calls_alike'(V_p)), V_p \== '@none').

% passes_after_skipped_turn_cancelled: 17E2 (2007), kb/law_17.law:453:1
fire('passes_after_skipped_turn_cancelled', 3, '@rectification'('17E2', 'cancel_call', [['by', V_q], ['order', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'auction_kept_open'(_, _, V_k), fact(F0),
    F1 = 'call'(V_q, V_o, 'pass', _, _), fact(F1),
    V_q \== '@none',
    V_o \== '@none',
    V_o >= V_k.

% withdrawn_passes_under_16D: 17E2 (2007), kb/law_17.law:463:1
fire('withdrawn_passes_under_16D', 3, '@rectification'('17E2', 'treat_withdrawn_calls_under_law_16D', [['offender', V_offender]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'auction_kept_open'(_, V_offender, _), fact(F0).

% accepted_pass_out_of_rotation: 17E2 (2007), kb/law_17.law:518:1
fire('accepted_pass_out_of_rotation', 3, '@rectification'('17E2', 'auction_returns_to', [['seat', R4], ['if', 'the_accepting_player_passes']], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'chosen'('accept_pass_out_of_rotation'), fact(F0),
    F1 = 'call'(V_a, V_c, _, _, _), fact(F1),
    V_a \== '@none',
    V_c \== '@none',
    F2 = 'call'(V_b, V_first, 'pass', _, _), fact(F2),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F3 = 'call'(V_x, V_second, 'pass', _, _), fact(F3),
    V_x \== '@none',
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    lho(V_b, R3), V_x \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_second))),
    \+ (fact('auction_kept_open'(_, _, V_second))),
    lho(V_b, R4).
fire('accepted_pass_out_of_rotation', 3, '@rectification'('17E2', 'continue_auction_normally', [['if', 'the_accepting_player_makes_another_call']], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'chosen'('accept_pass_out_of_rotation'), fact(F0),
    F1 = 'call'(V_a, V_c, _, _, _), fact(F1),
    V_a \== '@none',
    V_c \== '@none',
    F2 = 'call'(V_b, V_first, 'pass', _, _), fact(F2),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F3 = 'call'(V_x, V_second, 'pass', _, _), fact(F3),
    V_x \== '@none',
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    lho(V_b, R3), V_x \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_second))),
    \+ (fact('auction_kept_open'(_, _, V_second))).

% passes_after_skipped_turn_cancelled_2017: 17D3 (2017), kb/law_17.law:582:1
fire('passes_after_skipped_turn_cancelled_2017', 3, '@rectification'('17D3', 'cancel_call', [['by', V_q], ['order', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'auction_kept_open'(_, _, V_k), fact(F0),
    F1 = 'call'(V_q, V_o, 'pass', _, _), fact(F1),
    V_q \== '@none',
    V_o \== '@none',
    V_o >= V_k.

% withdrawn_passes_under_16C_2017: 17D3 (2017), kb/law_17.law:591:1
fire('withdrawn_passes_under_16C_2017', 3, '@rectification'('17D3', 'treat_withdrawn_calls_under_law_16C', [['offender', V_offender]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'auction_kept_open'(_, V_offender, _), fact(F0).

% accepted_pass_out_of_rotation_2017: 17D3 (2017), kb/law_17.law:643:1
fire('accepted_pass_out_of_rotation_2017', 3, '@rectification'('17D3', 'auction_returns_to', [['seat', R4], ['if', 'the_accepting_player_passes']], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'chosen'('accept_pass_out_of_rotation'), fact(F0),
    F1 = 'call'(V_a, V_c, _, _, _), fact(F1),
    V_a \== '@none',
    V_c \== '@none',
    F2 = 'call'(V_b, V_first, 'pass', _, _), fact(F2),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F3 = 'call'(V_x, V_second, 'pass', _, _), fact(F3),
    V_x \== '@none',
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    lho(V_b, R3), V_x \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_second))),
    \+ (fact('auction_kept_open'(_, _, V_second))),
    lho(V_b, R4).
fire('accepted_pass_out_of_rotation_2017', 3, '@rectification'('17D3', 'continue_auction_normally', [['if', 'the_accepting_player_makes_another_call']], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'chosen'('accept_pass_out_of_rotation'), fact(F0),
    F1 = 'call'(V_a, V_c, _, _, _), fact(F1),
    V_a \== '@none',
    V_c \== '@none',
    F2 = 'call'(V_b, V_first, 'pass', _, _), fact(F2),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F3 = 'call'(V_x, V_second, 'pass', _, _), fact(F3),
    V_x \== '@none',
    V_second \== '@none',
    R2 is V_c + 2, V_second == R2,
    lho(V_b, R3), V_x \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_second))),
    \+ (fact('auction_kept_open'(_, _, V_second))).

% review_answered_by_one_opponent: 20D (2007, 2017), kb/law_20.law:475:1
fire('review_answered_by_one_opponent', 3, '@rectification'('20D', 'repeat_all_previous_calls', [['for', V_p], ['answered_by', 'one_opponent_only']], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_review_due'(V_p), fact(F0),
    opponents(V_p, R0).

% all_players_correct_errors_in_review: 20E (2007, 2017), kb/law_20.law:483:1
fire('all_players_correct_errors_in_review', 3, '@rectification'('20E', 'correct_any_error_in_the_review_at_once', [['review_for', V_p]], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_review_due'(V_p), fact(F0),
    side(V_p, R0).
fire('all_players_correct_errors_in_review', 3, '@rectification'('20E', 'correct_any_error_in_the_review_at_once', [['review_for', V_p]], 'must', R1, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'auction_review_due'(V_p), fact(F0),
    opponents(V_p, R1).

% bid_made_before: 30A, 30B1 (1997, 2007), kb/law_29_32.law:453:1
fire('bid_made_before', 3, 'bid_before'(V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call'(_, V_o, _), fact(F0),
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'call'(_, V_e, 'bid', _, _), fact(F2),
    V_e \== '@none',
    V_e < V_o,
    \+ (fact('call_taken_back'(V_e, _)), V_e \== '@none').

% player_called_before: 31B (1997, 2007), kb/law_29_32.law:465:1
fire('player_called_before', 3, 'called_before'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    F1 = 'call'(V_p, V_e, _, _, _), fact(F1),
    V_p \== '@none',
    V_e \== '@none',
    V_e < V_o,
    \+ (fact('call_taken_back'(V_e, _)), V_e \== '@none').

% call_out_of_rotation_taken_back: 29B (1997, 2007), kb/law_29_32.law:518:1
fire('call_out_of_rotation_taken_back', 3, 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'call_taken_back'(V_o, _), fact(F1),
    V_o \== '@none'.
fire('call_out_of_rotation_taken_back', 3, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'call_taken_back'(V_o, _), fact(F1),
    V_o \== '@none'.

% player_called_before_2017: 30B2, 31C, 32C (2017), kb/law_29_32.law:1094:1
fire('player_called_before_2017', 3, 'called_before'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    F1 = 'call'(V_p, V_e, _, _, _), fact(F1),
    V_p \== '@none',
    V_e \== '@none',
    V_e < V_o,
    \+ (fact('call_taken_back'(V_e, _)), V_e \== '@none').

% call_out_of_rotation_taken_back_2017: 29B (2017), kb/law_29_32.law:1520:1
fire('call_out_of_rotation_taken_back_2017', 3, 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'call_taken_back'(V_o, _), fact(F1),
    V_o \== '@none'.

% revoke_defined: 61A (1997, 2007, 2017), kb/law_61.law:129:1
fire('revoke_defined', 3, 'revoke'(V_p, V_t, V_led), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'showed_out'(V_p, V_t, V_led), fact(F0),
    F1 = 'holding'(V_p, V_t, V_led, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    V_led \== '@none'.

% declarer_may_ask_defender: 61B (1997, 2007, 2017), kb/law_61.law:149:1
fire('declarer_may_ask_defender', 3, '@rectification'('61B', 'ask_about_revoke', [['asked', V_asked], ['trick', V_t]], 'may', V_asker, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_question'(V_asker, V_asked, V_t), fact(F0),
    V_asker \== '@none',
    V_asked \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_asker, 'declarer'), fact(F1),
    F2 = 'role'(V_asked, 'defender'), fact(F2),
    F3 = 'showed_out'(V_asked, V_t, _), fact(F3).

% dummy_may_ask_declarer: 61B (1997, 2007, 2017), kb/law_61.law:160:1
fire('dummy_may_ask_declarer', 3, '@rectification'('61B', 'ask_about_revoke', [['asked', V_asked], ['trick', V_t]], 'may', V_asker, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_question'(V_asker, V_asked, V_t), fact(F0),
    V_asker \== '@none',
    V_asked \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_asker, 'dummy'), fact(F1),
    F2 = 'role'(V_asked, 'declarer'), fact(F2),
    F3 = 'showed_out'(V_asked, V_t, _), fact(F3).

% defender_may_ask_declarer: 61B (1997, 2007, 2017), kb/law_61.law:171:1
fire('defender_may_ask_declarer', 3, '@rectification'('61B', 'ask_about_revoke', [['asked', V_asked], ['trick', V_t]], 'may', V_asker, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_question'(V_asker, V_asked, V_t), fact(F0),
    V_asker \== '@none',
    V_asked \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_asker, 'defender'), fact(F1),
    F2 = 'role'(V_asked, 'declarer'), fact(F2),
    F3 = 'showed_out'(V_asked, V_t, _), fact(F3).

% defender_may_ask_partner_where_allowed: 61B (1997), kb/law_61.law:182:1
fire('defender_may_ask_partner_where_allowed', 3, '@rectification'('61B', 'ask_about_revoke', [['asked', V_asked], ['trick', V_t]], 'may', V_asker, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'revoke_question'(V_asker, V_asked, V_t), fact(F0),
    V_asker \== '@none',
    V_asked \== '@none',
    V_t \== '@none',
    partner(V_asker, R0), V_asked == R0,
    F1 = 'role'(V_asker, 'defender'), fact(F1),
    F2 = 'showed_out'(V_asked, V_t, _), fact(F2),
    F3 = 'event'('other', true), fact(F3).

% defender_may_ask_partner_2007: 61B (2007), kb/law_61.law:194:1
fire('defender_may_ask_partner_2007', 3, '@rectification'('61B', 'ask_about_revoke', [['asked', V_asked], ['trick', V_t]], 'may', V_asker, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'revoke_question'(V_asker, V_asked, V_t), fact(F0),
    V_asker \== '@none',
    V_asked \== '@none',
    V_t \== '@none',
    partner(V_asker, R0), V_asked == R0,
    F1 = 'role'(V_asker, 'defender'), fact(F1),
    F2 = 'showed_out'(V_asked, V_t, _), fact(F2),
    \+ (fact('event'(_, false))).

% defender_may_ask_partner_2017: 61B (2017), kb/law_61.law:217:1
fire('defender_may_ask_partner_2017', 3, '@rectification'('61B', 'ask_about_revoke', [['asked', V_asked], ['trick', V_t]], 'may', V_asker, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_question'(V_asker, V_asked, V_t), fact(F0),
    V_asker \== '@none',
    V_asked \== '@none',
    V_t \== '@none',
    partner(V_asker, R0), V_asked == R0,
    F1 = 'role'(V_asker, 'defender'), fact(F1),
    F2 = 'showed_out'(V_asked, V_t, _), fact(F2).

% wrong_board_later_call_differs_2017: 15A3 (2017), kb/law_15.law:226:1
fire('wrong_board_later_call_differs_2017', 4, '@rectification'('15A3', 'adjusted_score', [['reason', 'call_differs_from_cancelled_call_with_same_cards']], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_p, V_o, _, _, _), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    F2 = 'wrong_board_call_differs'(V_p), fact(F2).
fire('wrong_board_later_call_differs_2017', 4, '@defeated'('wrong_board_later_board_played_normally_2017', 'wrong_board_later_call_differs_2017', [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_p, V_o, _, _, _), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    F2 = 'wrong_board_call_differs'(V_p), fact(F2).

% accepted_insufficient_bid_stands: 27A1 (2007, 2017), kb/law_16_36.law:908:1
fire('accepted_insufficient_bid_stands', 4, '@rectification'('27A1', 'no_rectification', [['insufficient_bid', V_o], ['accepted_by', R0]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid_accepted'(V_p, V_o), fact(F0),
    lho(V_p, R0).

% lho_may_accept_insufficient_bid: 27A1, 27B (2007, 2017), kb/law_16_36.law:916:1
fire('lho_may_accept_insufficient_bid', 4, '@rectification'('27A1', 'accept_insufficient_bid', [['insufficient_bid', V_o]], 'may', R0, 'insufficient_bid_acceptance'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    \+ (fact('insufficient_bid_accepted'(V_p, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('call_followed'(V_o))),
    lho(V_p, R0).
fire('lho_may_accept_insufficient_bid', 4, '@rectification'('27B', 'decline_insufficient_bid', [['insufficient_bid', V_o]], 'may', R1, 'insufficient_bid_acceptance'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    \+ (fact('insufficient_bid_accepted'(V_p, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('call_followed'(V_o))),
    lho(V_p, R1).

% insufficient_bid_declined: 27B (1997, 2007, 2017), kb/law_16_36.law:937:1
fire('insufficient_bid_declined', 4, 'insufficient_bid_not_accepted'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    F1 = 'chosen'('decline_insufficient_bid'), fact(F1),
    \+ (fact('insufficient_bid_accepted'(V_p, V_o))).

% replacement_not_yet_judged: 27B1a, 27B1b, 27B2 (2007), kb/law_16_36.law:968:1
fire('replacement_not_yet_judged', 4, '@rectification'('27B1a', 'judge_the_replacing_call', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['bid', 'pass']),
    \+ (fact('insufficient_bid_correction'(V_n, _)), V_n \== '@none').

% corrected_by_lowest_sufficient_bid: 27B1a, 27D (2007, 2017), kb/law_16_36.law:979:1
fire('corrected_by_lowest_sufficient_bid', 4, '@rectification'('27B1a', 'no_further_rectification', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'lowest_sufficient_same_denomination'), fact(F1),
    V_n \== '@none'.
fire('corrected_by_lowest_sufficient_bid', 4, '@rectification'('27D', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'lowest_sufficient_same_denomination'), fact(F1),
    V_n \== '@none',
    opponents(V_p, R0).

% corrected_by_call_of_same_meaning: 27B1b, 27D (2007), kb/law_16_36.law:999:1
fire('corrected_by_call_of_same_meaning', 4, '@rectification'('27B1b', 'no_further_rectification', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none'.
fire('corrected_by_call_of_same_meaning', 4, '@rectification'('27D', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none',
    opponents(V_p, R0).
fire('corrected_by_call_of_same_meaning', 4, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none'.

% corrected_otherwise: 27B2 (1997, 2007), kb/law_16_36.law:1021:1
fire('corrected_otherwise', 4, '@rectification'('27B2', 'pass_whenever_his_turn', [['offender', V_p], ['insufficient_bid', V_o]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'other'), fact(F1),
    V_n \== '@none',
    partner(V_p, R0).
fire('corrected_otherwise', 4, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'other'), fact(F1),
    V_n \== '@none'.
fire('corrected_otherwise', 4, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'other'), fact(F1),
    V_n \== '@none'.

% double_attempted_instead_of_insufficient_bid: 27B3 (2007), kb/law_16_36.law:1043:1
fire('double_attempted_instead_of_insufficient_bid', 4, '@rectification'('27B3', 'cancel_call', [['call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning')), V_n \== '@none').
fire('double_attempted_instead_of_insufficient_bid', 4, '@rectification'('27B3', 'replace_the_insufficient_bid_legally', [['insufficient_bid', V_o]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning')), V_n \== '@none').
fire('double_attempted_instead_of_insufficient_bid', 4, '@rectification'('27B3', 'pass_whenever_his_turn', [['offender', V_p], ['insufficient_bid', V_o]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning')), V_n \== '@none'),
    partner(V_p, R0).
fire('double_attempted_instead_of_insufficient_bid', 4, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning')), V_n \== '@none').
fire('double_attempted_instead_of_insufficient_bid', 4, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning')), V_n \== '@none').

% double_attempted_instead_of_insufficient_bid_1997: 27B3 (1997), kb/law_16_36.law:1058:1
fire('double_attempted_instead_of_insufficient_bid_1997', 4, '@rectification'('27B3', 'cancel_call', [['call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).
fire('double_attempted_instead_of_insufficient_bid_1997', 4, '@rectification'('27B3', 'replace_the_insufficient_bid_legally', [['insufficient_bid', V_o]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).
fire('double_attempted_instead_of_insufficient_bid_1997', 4, '@rectification'('27B3', 'pass_whenever_his_turn', [['offender', V_p], ['insufficient_bid', V_o]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    partner(V_p, R0).
fire('double_attempted_instead_of_insufficient_bid_1997', 4, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).
fire('double_attempted_instead_of_insufficient_bid_1997', 4, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).

% accepted_insufficient_bid_stands_1997: 27A (1997), kb/law_16_36.law:1096:1
fire('accepted_insufficient_bid_stands_1997', 4, '@rectification'('27A', 'no_rectification', [['insufficient_bid', V_o], ['accepted_by', R0]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_accepted'(V_p, V_o), fact(F0),
    lho(V_p, R0).

% lho_may_accept_insufficient_bid_1997: 27A, 27B (1997), kb/law_16_36.law:1104:1
fire('lho_may_accept_insufficient_bid_1997', 4, '@rectification'('27A', 'accept_insufficient_bid', [['insufficient_bid', V_o]], 'may', R0, 'insufficient_bid_acceptance'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    \+ (fact('insufficient_bid_accepted'(V_p, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('call_followed'(V_o))),
    lho(V_p, R0).
fire('lho_may_accept_insufficient_bid_1997', 4, '@rectification'('27B', 'decline_insufficient_bid', [['insufficient_bid', V_o]], 'may', R1, 'insufficient_bid_acceptance'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid'(V_p, V_o, _), fact(F0),
    \+ (fact('insufficient_bid_accepted'(V_p, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('call_followed'(V_o))),
    lho(V_p, R1).

% replacement_not_yet_judged_1997: 27B1a, 27B2 (1997), kb/law_16_36.law:1126:1
fire('replacement_not_yet_judged_1997', 4, '@rectification'('27B1a', 'judge_the_replacing_call', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['bid', 'pass']),
    \+ (fact('insufficient_bid_correction'(V_n, _)), V_n \== '@none').

% corrected_by_lowest_sufficient_bid_1997: 27B1a, 27B1b (1997), kb/law_16_36.law:1137:1
fire('corrected_by_lowest_sufficient_bid_1997', 4, '@rectification'('27B1a', 'no_further_rectification', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'lowest_sufficient_same_denomination'), fact(F1),
    V_n \== '@none'.
fire('corrected_by_lowest_sufficient_bid_1997', 4, '@rectification'('27B1b', 'adjusted_score_if_the_information_damaged', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'lowest_sufficient_same_denomination'), fact(F1),
    V_n \== '@none',
    opponents(V_p, R0).

% corrected_by_call_of_same_meaning_1997: 27B2 (1997), kb/law_16_36.law:1157:1
fire('corrected_by_call_of_same_meaning_1997', 4, '@rectification'('27B2', 'pass_whenever_his_turn', [['offender', V_p], ['insufficient_bid', V_o]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none',
    partner(V_p, R0).
fire('corrected_by_call_of_same_meaning_1997', 4, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none'.
fire('corrected_by_call_of_same_meaning_1997', 4, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none'.

% lho_called_over_inadmissible_double_1997: 35A (1997), kb/law_16_36.law:1170:1
fire('lho_called_over_inadmissible_double_1997', 4, '@rectification'('35A', 'cancel_inadmissible_call_and_later_calls', [['call', V_o], ['later_calls_from', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, V_n)), V_o \== '@none', V_n \== '@none').
fire('lho_called_over_inadmissible_double_1997', 4, '@rectification'('35A', 'no_rectification', [['inadmissible_call', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, V_n)), V_o \== '@none', V_n \== '@none').
fire('lho_called_over_inadmissible_double_1997', 4, '@defeated'('inadmissible_double_cancelled_1997', 'lho_called_over_inadmissible_double_1997', [V_p, V_o]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, V_n)), V_o \== '@none', V_n \== '@none').

% replacement_not_yet_judged_2017: 27B1a (2017), kb/law_16_36.law:1485:1
fire('replacement_not_yet_judged_2017', 4, '@rectification'('27B1a', 'judge_the_replacing_call', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, 'bid', _, _), fact(F1),
    V_n \== '@none',
    \+ (fact('insufficient_bid_correction'(V_n, _)), V_n \== '@none'),
    \+ (fact('comparable_call'(V_n, true)), V_n \== '@none').

% comparability_not_yet_judged: 27B1b (2017), kb/law_16_36.law:1496:1
fire('comparability_not_yet_judged', 4, '@rectification'('27B1b', 'judge_whether_the_replacing_call_is_comparable', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    \+ (fact('comparable_call'(V_n, _)), V_n \== '@none'),
    \+ (fact('insufficient_bid_correction'(V_n, 'lowest_sufficient_same_denomination')), V_n \== '@none'),
    \+ (fact('insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning')), V_n \== '@none').

% corrected_by_comparable_call: 27B1b, 27D (2017), kb/law_16_36.law:1507:1
fire('corrected_by_comparable_call', 4, '@rectification'('27B1b', 'no_further_rectification', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'comparable_call'(V_n, true), fact(F1),
    V_n \== '@none',
    \+ (fact('insufficient_bid_correction'(V_n, 'lowest_sufficient_same_denomination')), V_n \== '@none').
fire('corrected_by_comparable_call', 4, '@rectification'('27D', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'comparable_call'(V_n, true), fact(F1),
    V_n \== '@none',
    \+ (fact('insufficient_bid_correction'(V_n, 'lowest_sufficient_same_denomination')), V_n \== '@none'),
    opponents(V_p, R0).

% corrected_by_call_of_same_meaning_2017: 27B1b, 27D, 23C (2017), kb/law_16_36.law:1518:1
fire('corrected_by_call_of_same_meaning_2017', 4, '@rectification'('27B1b', 'no_further_rectification', [['insufficient_bid', V_o], ['replacing_call', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none',
    \+ (fact('comparable_call'(V_n, false)), V_n \== '@none').
fire('corrected_by_call_of_same_meaning_2017', 4, '@rectification'('27D', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none',
    \+ (fact('comparable_call'(V_n, false)), V_n \== '@none'),
    opponents(V_p, R0).
fire('corrected_by_call_of_same_meaning_2017', 4, '@rectification'('23C', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R1]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'same_or_more_precise_meaning'), fact(F1),
    V_n \== '@none',
    \+ (fact('comparable_call'(V_n, false)), V_n \== '@none'),
    opponents(V_p, R1).

% comparable_replacement_adjusted_at_end_of_play: 23C (2017), kb/law_16_36.law:1530:1
fire('comparable_replacement_adjusted_at_end_of_play', 4, '@rectification'('23C', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'comparable_call'(V_n, true), fact(F1),
    V_n \== '@none',
    opponents(V_p, R0).

% corrected_by_call_not_comparable: 27B2 (2017), kb/law_16_36.law:1549:1
fire('corrected_by_call_not_comparable', 4, '@rectification'('27B2', 'pass_whenever_his_turn', [['offender', V_p], ['insufficient_bid', V_o]], 'must', R0, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'other'), fact(F1),
    V_n \== '@none',
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none',
    partner(V_p, R0).
fire('corrected_by_call_not_comparable', 4, 'offending_call_withdrawn'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'other'), fact(F1),
    V_n \== '@none',
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none'.
fire('corrected_by_call_not_comparable', 4, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'insufficient_bid_correction'(V_n, 'other'), fact(F1),
    V_n \== '@none',
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none'.

% replaced_by_pass_not_comparable: 27B2 (2017), kb/law_16_36.law:1561:1
fire('replaced_by_pass_not_comparable', 4, '@rectification'('27B2', 'pass_whenever_his_turn', [['offender', V_p], ['insufficient_bid', V_o]], 'must', R0, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, 'pass', _, _), fact(F1),
    V_n \== '@none',
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none',
    partner(V_p, R0).
fire('replaced_by_pass_not_comparable', 4, 'offending_call_withdrawn'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, 'pass', _, _), fact(F1),
    V_n \== '@none',
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none'.
fire('replaced_by_pass_not_comparable', 4, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, 'pass', _, _), fact(F1),
    V_n \== '@none',
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none'.

% double_attempted_instead_of_insufficient_bid_2017: 27B3 (2017), kb/law_16_36.law:1573:1
fire('double_attempted_instead_of_insufficient_bid_2017', 4, '@rectification'('27B3', 'cancel_call', [['call', V_n]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none'.
fire('double_attempted_instead_of_insufficient_bid_2017', 4, '@rectification'('27B3', 'replace_the_insufficient_bid_legally', [['insufficient_bid', V_o]], 'must', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none'.
fire('double_attempted_instead_of_insufficient_bid_2017', 4, '@rectification'('27B3', 'pass_whenever_his_turn', [['offender', V_p], ['insufficient_bid', V_o]], 'must', R0, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none',
    partner(V_p, R0).
fire('double_attempted_instead_of_insufficient_bid_2017', 4, 'offending_call_withdrawn'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none'.
fire('double_attempted_instead_of_insufficient_bid_2017', 4, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_replaced'(V_p, V_o, V_n), fact(F0),
    F1 = 'call'(_, V_n, V_k, _, _), fact(F1),
    V_n \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'comparable_call'(V_n, false), fact(F2),
    V_n \== '@none'.

% inadmissible_call_found_after_opening_lead: 36C (2017), kb/law_16_36.law:1590:1
fire('inadmissible_call_found_after_opening_lead', 4, '@rectification'('36C', 'score_as_if_the_call_had_not_been_made', [['inadmissible_call', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'play'(_, 1, _, true, _), fact(F1),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none').
fire('inadmissible_call_found_after_opening_lead', 4, '@defeated'('lho_called_over_inadmissible_double', 'inadmissible_call_found_after_opening_lead', [V_p, V_o]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'play'(_, 1, _, true, _), fact(F1),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none').
fire('inadmissible_call_found_after_opening_lead', 4, '@defeated'('inadmissible_double_cancelled', 'inadmissible_call_found_after_opening_lead', [V_p, V_o]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'play'(_, 1, _, true, _), fact(F1),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none').

% wrong_board_differs_after_lho_called: 17D2 (2007), kb/law_17.law:290:1
fire('wrong_board_differs_after_lho_called', 4, '@rectification'('17D2', 'artificial_adjusted_score', [['reason', 'new_call_differs_after_lho_called']], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_lho, V_o, _, _, _), fact(F2),
    V_lho \== '@none',
    V_o \== '@none',
    lho(V_p, R0), V_lho == R0,
    V_o > V_c,
    V_o =< V_found,
    F3 = 'wrong_board_call_differs'(V_p), fact(F3).
fire('wrong_board_differs_after_lho_called', 4, '@defeated'('wrong_board_auction_continues', 'wrong_board_differs_after_lho_called', [V_p, V_c]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_lho, V_o, _, _, _), fact(F2),
    V_lho \== '@none',
    V_o \== '@none',
    lho(V_p, R0), V_lho == R0,
    V_o > V_c,
    V_o =< V_found,
    F3 = 'wrong_board_call_differs'(V_p), fact(F3).
fire('wrong_board_differs_after_lho_called', 4, '@defeated'('wrong_board_lho_repeats_call', 'wrong_board_differs_after_lho_called', [V_p, V_c]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_lho, V_o, _, _, _), fact(F2),
    V_lho \== '@none',
    V_o \== '@none',
    lho(V_p, R0), V_lho == R0,
    V_o > V_c,
    V_o =< V_found,
    F3 = 'wrong_board_call_differs'(V_p), fact(F3).

% wrong_board_later_call_differs: 17D3 (2007), kb/law_17.law:372:1
fire('wrong_board_later_call_differs', 4, '@rectification'('17D3', 'artificial_adjusted_score', [['reason', 'call_differs_from_cancelled_call_with_same_cards']], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_p, V_o, _, _, _), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    F2 = 'wrong_board_call_differs'(V_p), fact(F2).
fire('wrong_board_later_call_differs', 4, '@defeated'('wrong_board_later_board_played_normally', 'wrong_board_later_call_differs', [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'call'(V_p, V_o, _, _, _), fact(F1),
    V_p \== '@none',
    V_o \== '@none',
    F2 = 'wrong_board_call_differs'(V_p), fact(F2).

% lho_calls_over_call_out_of_rotation: 29A (1997, 2007, 2017), kb/law_29_32.law:478:1
fire('lho_calls_over_call_out_of_rotation', 4, 'out_of_rotation_call_accepted'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('inadmissible_double_or_redouble'(_, V_o))).
fire('lho_calls_over_call_out_of_rotation', 4, '@rectification'('29A', 'no_rectification', [['call_out_of_rotation', V_o], ['accepted_by', V_q]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('inadmissible_double_or_redouble'(_, V_o))).

% lho_chose_to_accept_call_out_of_rotation: 29A (1997, 2007, 2017), kb/law_29_32.law:492:1
fire('lho_chose_to_accept_call_out_of_rotation', 4, 'out_of_rotation_call_accepted'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    F1 = 'chosen'('accept_call_out_of_rotation'), fact(F1),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('inadmissible_double_or_redouble'(_, V_o))).
fire('lho_chose_to_accept_call_out_of_rotation', 4, '@rectification'('29A', 'no_rectification', [['call_out_of_rotation', V_o], ['accepted_by', R0]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    F1 = 'chosen'('accept_call_out_of_rotation'), fact(F1),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('inadmissible_double_or_redouble'(_, V_o))),
    lho(V_p, R0).

% defender_had_already_played_to_trick: 45C1, 45E1 (2007, 2017), kb/law_45.law:286:1
fire('defender_had_already_played_to_trick', 4, 'fifth_card'(V_d, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'card_held_out'(V_d, V_t, true, _, _), fact(F0),
    V_d \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_d, 'defender'), fact(F1),
    F2 = 'play'(V_d, V_t, _, _, _), fact(F2),
    V_d \== '@none',
    V_t \== '@none',
    \+ (fact('revoke'(V_d, V_t, _))).
fire('defender_had_already_played_to_trick', 4, '@defeated'('defender_card_seen_by_partner_must_be_played', 'defender_had_already_played_to_trick', [V_d, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'card_held_out'(V_d, V_t, true, _, _), fact(F0),
    V_d \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_d, 'defender'), fact(F1),
    F2 = 'play'(V_d, V_t, _, _, _), fact(F2),
    V_d \== '@none',
    V_t \== '@none',
    \+ (fact('revoke'(V_d, V_t, _))).

% opponent_may_replace_card_played_before_change: 45C4b (2007, 2017), kb/law_45.law:371:1
fire('opponent_may_replace_card_played_before_change', 4, '@rectification'('45C4b', 'withdraw_card_and_play_another', [['trick', V_t], ['after_change_by', V_p]], 'may', V_o, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'permitted_designation_change'(V_p, V_t), fact(F0),
    F1 = 'card_played_before_designation_change'(V_o, V_t), fact(F1),
    V_o \== '@none',
    V_t \== '@none',
    side(V_o, R0), side(V_p, R1), R0 \== R1,
    \+ (fact('revoke'(V_o, V_t, _))).

% twelfth_trick_revoke_corrected: 62D1 (1997, 2007, 2017), kb/law_62.law:349:1
fire('twelfth_trick_revoke_corrected', 4, '@rectification'('62D1', 'correct_revoke', [['trick', V_t], ['follow_suit_with', 'any_card_of_the_suit_led']], 'must', V_offender, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    V_t == 12,
    F1 = 'attention_drawn'(V_t, V_moment), fact(F1),
    V_t \== '@none',
    V_moment \== '@none',
    memberchk(V_moment, ['during_play', 'after_play']).
fire('twelfth_trick_revoke_corrected', 4, '@defeated'('established_revoke_stands_1997', 'twelfth_trick_revoke_corrected', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    V_t == 12,
    F1 = 'attention_drawn'(V_t, V_moment), fact(F1),
    V_t \== '@none',
    V_moment \== '@none',
    memberchk(V_moment, ['during_play', 'after_play']).
fire('twelfth_trick_revoke_corrected', 4, '@defeated'('established_revoke_stands_2007', 'twelfth_trick_revoke_corrected', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    V_t == 12,
    F1 = 'attention_drawn'(V_t, V_moment), fact(F1),
    V_t \== '@none',
    V_moment \== '@none',
    memberchk(V_moment, ['during_play', 'after_play']).

% twelfth_trick_partner_constrained: 62D2 (1997, 2007), kb/law_62.law:361:1
fire('twelfth_trick_partner_constrained', 4, '@rectification'('62D2', 'avoid_play_suggested_by_revoke_card', [['trick', V_t]], 'must', V_partner, '@none'), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    V_t == 12,
    F1 = 'attention_drawn'(V_t, V_moment), fact(F1),
    V_t \== '@none',
    V_moment \== '@none',
    memberchk(V_moment, ['during_play', 'after_play']),
    F2 = 'role'(V_offender, 'defender'), fact(F2),
    F3 = 'play'(V_leader, V_t, _, true, _), fact(F3),
    V_leader \== '@none',
    V_t \== '@none',
    F4 = 'holding'(V_partner, V_t, V_first, _), fact(F4),
    V_partner \== '@none',
    V_t \== '@none',
    V_first \== '@none',
    partner(V_offender, R0), V_partner == R0,
    turn(V_partner, V_leader, R1), turn(V_offender, V_leader, R2), R1 > R2,
    F5 = 'holding'(V_partner, V_t, V_second, _), fact(F5),
    V_partner \== '@none',
    V_t \== '@none',
    V_second \== '@none',
    V_first \== V_second.

% both_sides_revoked_on_same_trick_2017: 62C3 (2017), kb/law_62.law:499:1
fire('both_sides_revoked_on_same_trick_2017', 4, '@rectification'('62C3', 'correct_revoke', [['trick', V_t], ['follow_suit_with', 'any_card_of_the_suit_led']], 'must', V_offender, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke'(V_other, V_t, _), fact(F1),
    side(V_offender, R0), side(V_other, R1), R0 \== R1,
    F2 = 'attention_drawn'(V_t, 'during_play'), fact(F2),
    V_t \== '@none',
    F3 = 'play'(V_player, V_next, _, _, _), fact(F3),
    V_player \== '@none',
    V_next \== '@none',
    R2 is V_t + 1, V_next == R2,
    side(V_player, R3), side(V_offender, R4), R3 == R4,
    F4 = 'table_seat'(V_other_partner), fact(F4),
    partner(V_other, R5), V_other_partner == R5,
    \+ (fact('play'(V_other, V_next, _, _, _)), V_other \== '@none', V_next \== '@none'),
    \+ (fact('play'(V_other_partner, V_next, _, _, _)), V_other_partner \== '@none', V_next \== '@none').
fire('both_sides_revoked_on_same_trick_2017', 4, '@rectification'('62C3', 'correct_revoke', [['trick', V_t], ['follow_suit_with', 'any_card_of_the_suit_led']], 'must', V_other, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke'(V_other, V_t, _), fact(F1),
    side(V_offender, R0), side(V_other, R1), R0 \== R1,
    F2 = 'attention_drawn'(V_t, 'during_play'), fact(F2),
    V_t \== '@none',
    F3 = 'play'(V_player, V_next, _, _, _), fact(F3),
    V_player \== '@none',
    V_next \== '@none',
    R2 is V_t + 1, V_next == R2,
    side(V_player, R3), side(V_offender, R4), R3 == R4,
    F4 = 'table_seat'(V_other_partner), fact(F4),
    partner(V_other, R5), V_other_partner == R5,
    \+ (fact('play'(V_other, V_next, _, _, _)), V_other \== '@none', V_next \== '@none'),
    \+ (fact('play'(V_other_partner, V_next, _, _, _)), V_other_partner \== '@none', V_next \== '@none').
fire('both_sides_revoked_on_same_trick_2017', 4, 'revoke_to_be_corrected'(V_offender, V_t), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke'(V_other, V_t, _), fact(F1),
    side(V_offender, R0), side(V_other, R1), R0 \== R1,
    F2 = 'attention_drawn'(V_t, 'during_play'), fact(F2),
    V_t \== '@none',
    F3 = 'play'(V_player, V_next, _, _, _), fact(F3),
    V_player \== '@none',
    V_next \== '@none',
    R2 is V_t + 1, V_next == R2,
    side(V_player, R3), side(V_offender, R4), R3 == R4,
    F4 = 'table_seat'(V_other_partner), fact(F4),
    partner(V_other, R5), V_other_partner == R5,
    \+ (fact('play'(V_other, V_next, _, _, _)), V_other \== '@none', V_next \== '@none'),
    \+ (fact('play'(V_other_partner, V_next, _, _, _)), V_other_partner \== '@none', V_next \== '@none').
fire('both_sides_revoked_on_same_trick_2017', 4, 'revoke_to_be_corrected'(V_other, V_t), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke'(V_other, V_t, _), fact(F1),
    side(V_offender, R0), side(V_other, R1), R0 \== R1,
    F2 = 'attention_drawn'(V_t, 'during_play'), fact(F2),
    V_t \== '@none',
    F3 = 'play'(V_player, V_next, _, _, _), fact(F3),
    V_player \== '@none',
    V_next \== '@none',
    R2 is V_t + 1, V_next == R2,
    side(V_player, R3), side(V_offender, R4), R3 == R4,
    F4 = 'table_seat'(V_other_partner), fact(F4),
    partner(V_other, R5), V_other_partner == R5,
    \+ (fact('play'(V_other, V_next, _, _, _)), V_other \== '@none', V_next \== '@none'),
    \+ (fact('play'(V_other_partner, V_next, _, _, _)), V_other_partner \== '@none', V_next \== '@none').
fire('both_sides_revoked_on_same_trick_2017', 4, 'double_revoke'(V_offender, V_t), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke'(V_other, V_t, _), fact(F1),
    side(V_offender, R0), side(V_other, R1), R0 \== R1,
    F2 = 'attention_drawn'(V_t, 'during_play'), fact(F2),
    V_t \== '@none',
    F3 = 'play'(V_player, V_next, _, _, _), fact(F3),
    V_player \== '@none',
    V_next \== '@none',
    R2 is V_t + 1, V_next == R2,
    side(V_player, R3), side(V_offender, R4), R3 == R4,
    F4 = 'table_seat'(V_other_partner), fact(F4),
    partner(V_other, R5), V_other_partner == R5,
    \+ (fact('play'(V_other, V_next, _, _, _)), V_other \== '@none', V_next \== '@none'),
    \+ (fact('play'(V_other_partner, V_next, _, _, _)), V_other_partner \== '@none', V_next \== '@none').
fire('both_sides_revoked_on_same_trick_2017', 4, 'double_revoke'(V_other, V_t), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke'(V_other, V_t, _), fact(F1),
    side(V_offender, R0), side(V_other, R1), R0 \== R1,
    F2 = 'attention_drawn'(V_t, 'during_play'), fact(F2),
    V_t \== '@none',
    F3 = 'play'(V_player, V_next, _, _, _), fact(F3),
    V_player \== '@none',
    V_next \== '@none',
    R2 is V_t + 1, V_next == R2,
    side(V_player, R3), side(V_offender, R4), R3 == R4,
    F4 = 'table_seat'(V_other_partner), fact(F4),
    partner(V_other, R5), V_other_partner == R5,
    \+ (fact('play'(V_other, V_next, _, _, _)), V_other \== '@none', V_next \== '@none'),
    \+ (fact('play'(V_other_partner, V_next, _, _, _)), V_other_partner \== '@none', V_next \== '@none').
fire('both_sides_revoked_on_same_trick_2017', 4, '@defeated'('established_revoke_stands_2007', 'both_sides_revoked_on_same_trick_2017', [V_offender, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke'(V_other, V_t, _), fact(F1),
    side(V_offender, R0), side(V_other, R1), R0 \== R1,
    F2 = 'attention_drawn'(V_t, 'during_play'), fact(F2),
    V_t \== '@none',
    F3 = 'play'(V_player, V_next, _, _, _), fact(F3),
    V_player \== '@none',
    V_next \== '@none',
    R2 is V_t + 1, V_next == R2,
    side(V_player, R3), side(V_offender, R4), R3 == R4,
    F4 = 'table_seat'(V_other_partner), fact(F4),
    partner(V_other, R5), V_other_partner == R5,
    \+ (fact('play'(V_other, V_next, _, _, _)), V_other \== '@none', V_next \== '@none'),
    \+ (fact('play'(V_other_partner, V_next, _, _, _)), V_other_partner \== '@none', V_next \== '@none').

% twelfth_trick_revoke_card_information_2017: 62D2 (2017), kb/law_62.law:534:1
fire('twelfth_trick_revoke_card_information_2017', 4, '@rectification'('62D2', 'revoke_card_information_unauthorized', [['trick', V_t], ['see', 'law_16C']], 'must', V_partner, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    V_t == 12,
    F1 = 'attention_drawn'(V_t, V_moment), fact(F1),
    V_t \== '@none',
    V_moment \== '@none',
    memberchk(V_moment, ['during_play', 'after_play']),
    F2 = 'role'(V_offender, 'defender'), fact(F2),
    F3 = 'play'(V_leader, V_t, _, true, _), fact(F3),
    V_leader \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_partner, 'defender'), fact(F4),
    partner(V_offender, R0), V_partner == R0,
    turn(V_partner, V_leader, R1), turn(V_offender, V_leader, R2), R1 > R2.

% established_by_later_play: 63A1 (1997, 2007, 2017), kb/law_63.law:151:1
fire('established_by_later_play', 4, 'revoke_established'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'play'(V_player, V_later, _, _, _), fact(F1),
    V_player \== '@none',
    V_later \== '@none',
    V_later > V_t,
    side(V_player, R0), side(V_offender, R1), R0 == R1.

% established_by_designation: 63A2 (1997, 2007, 2017), kb/law_63.law:162:1
fire('established_by_designation', 4, 'revoke_established'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'designation'(V_player, V_later), fact(F1),
    V_player \== '@none',
    V_later \== '@none',
    V_later > V_t,
    side(V_player, R0), side(V_offender, R1), R0 == R1.

% established_by_claim: 63A3 (1997, 2007), kb/law_63.law:173:1
fire('established_by_claim', 4, 'revoke_established'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'claim'(V_player, V_when, _), fact(F1),
    V_player \== '@none',
    V_when \== '@none',
    V_when >= V_t,
    side(V_player, R0), side(V_offender, R1), R0 == R1.

% attention_illegally_drawn: 63B (1997), kb/law_63.law:184:1
fire('attention_illegally_drawn', 4, '@rectification'('63B', 'play_legal_card', [['trick', V_t]], 'must', V_offender, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'improper_revoke_question'(V_asker, V_offender, V_t), fact(F0),
    F1 = 'revoke'(V_offender, V_t, _), fact(F1).
fire('attention_illegally_drawn', 4, '@rectification'('63B', 'apply_law_64_as_if_established', [['trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'improper_revoke_question'(V_asker, V_offender, V_t), fact(F0),
    F1 = 'revoke'(V_offender, V_t, _), fact(F1).
fire('attention_illegally_drawn', 4, 'revoke_established'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'improper_revoke_question'(V_asker, V_offender, V_t), fact(F0),
    F1 = 'revoke'(V_offender, V_t, _), fact(F1).
fire('attention_illegally_drawn', 4, '@defeated'('established_revoke_stands_1997', 'attention_illegally_drawn', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'improper_revoke_question'(V_asker, V_offender, V_t), fact(F0),
    F1 = 'revoke'(V_offender, V_t, _), fact(F1).

% established_by_making_claim_2017: 63A3 (2017), kb/law_63.law:212:1
fire('established_by_making_claim_2017', 4, 'revoke_established'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'claim'(V_player, V_when, 'made'), fact(F1),
    V_player \== '@none',
    V_when \== '@none',
    V_when >= V_t,
    side(V_player, R0), side(V_offender, R1), R0 == R1.

% established_by_agreeing_to_claim_2017: 63A4 (2017), kb/law_63.law:223:1
fire('established_by_agreeing_to_claim_2017', 4, 'revoke_established'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'claim'(V_player, V_when, 'agreed'), fact(F1),
    V_player \== '@none',
    V_when \== '@none',
    V_when >= V_t,
    side(V_player, R0), side(V_offender, R1), R0 == R1.

% wrong_board_later_board_played_normally_2017: 15A3 (2017), kb/law_15.law:217:1
fire('wrong_board_later_board_played_normally_2017', 5, '@rectification'('15A3', 'play_board_normally', [], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'wrong_board_same_call'(V_p), fact(F1),
    \+ fact('@defeated'('wrong_board_later_board_played_normally_2017', _, [V_p, V_o])).

% wrong_board_later_board_played_normally_2017@overruled: 15A3 (2017), kb/law_15.law:217:1
fire('wrong_board_later_board_played_normally_2017@overruled', 5, '@overruled'('wrong_board_later_board_played_normally_2017', V___defeater, [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'wrong_board_same_call'(V_p), fact(F1),
    F2 = '@defeated'('wrong_board_later_board_played_normally_2017', V___defeater, [V_p, V_o]), fact(F2).

% offender_may_correct: 27B1a, 27B1b, 27B2 (2007), kb/law_16_36.law:957:1
fire('offender_may_correct', 5, '@rectification'('27B1a', 'lowest_sufficient_bid_in_same_denomination', [['insufficient_bid', V_o], ['if_neither_bid_artificial', true]], 'may', V_p, 'insufficient_bid_correction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    \+ (fact('insufficient_bid_replaced'(V_p, V_o, _))).
fire('offender_may_correct', 5, '@rectification'('27B1b', 'call_of_same_or_more_precise_meaning', [['insufficient_bid', V_o]], 'may', V_p, 'insufficient_bid_correction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    \+ (fact('insufficient_bid_replaced'(V_p, V_o, _))).
fire('offender_may_correct', 5, '@rectification'('27B2', 'any_other_sufficient_bid_or_pass', [['insufficient_bid', V_o]], 'may', V_p, 'insufficient_bid_correction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    \+ (fact('insufficient_bid_replaced'(V_p, V_o, _))).

% lowest_sufficient_bid_chosen: 27B1a, 27D (2007, 2017), kb/law_16_36.law:989:1
fire('lowest_sufficient_bid_chosen', 5, '@rectification'('27B1a', 'no_further_rectification', [['insufficient_bid', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('lowest_sufficient_bid_in_same_denomination'), fact(F1).
fire('lowest_sufficient_bid_chosen', 5, '@rectification'('27D', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('lowest_sufficient_bid_in_same_denomination'), fact(F1),
    opponents(V_p, R0).

% call_of_same_meaning_chosen: 27B1b, 27D (2007), kb/law_16_36.law:1010:1
fire('call_of_same_meaning_chosen', 5, '@rectification'('27B1b', 'no_further_rectification', [['insufficient_bid', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('call_of_same_or_more_precise_meaning'), fact(F1).
fire('call_of_same_meaning_chosen', 5, '@rectification'('27D', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('call_of_same_or_more_precise_meaning'), fact(F1),
    opponents(V_p, R0).
fire('call_of_same_meaning_chosen', 5, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('call_of_same_or_more_precise_meaning'), fact(F1).

% other_correction_chosen: 27B2 (1997, 2007, 2017), kb/law_16_36.law:1032:1
fire('other_correction_chosen', 5, '@rectification'('27B2', 'pass_whenever_his_turn', [['offender', V_p], ['insufficient_bid', V_o]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('any_other_sufficient_bid_or_pass'), fact(F1),
    partner(V_p, R0).
fire('other_correction_chosen', 5, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('any_other_sufficient_bid_or_pass'), fact(F1).
fire('other_correction_chosen', 5, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('any_other_sufficient_bid_or_pass'), fact(F1).

% offender_may_correct_1997: 27B1a, 27B2 (1997), kb/law_16_36.law:1116:1
fire('offender_may_correct_1997', 5, '@rectification'('27B1a', 'lowest_sufficient_bid_in_same_denomination', [['insufficient_bid', V_o], ['if_neither_bid_artificial', true]], 'may', V_p, 'insufficient_bid_correction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    \+ (fact('insufficient_bid_replaced'(V_p, V_o, _))).
fire('offender_may_correct_1997', 5, '@rectification'('27B2', 'any_other_sufficient_bid_or_pass', [['insufficient_bid', V_o]], 'may', V_p, 'insufficient_bid_correction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    \+ (fact('insufficient_bid_replaced'(V_p, V_o, _))).

% lowest_sufficient_bid_chosen_1997: 27B1a, 27B1b (1997), kb/law_16_36.law:1147:1
fire('lowest_sufficient_bid_chosen_1997', 5, '@rectification'('27B1a', 'no_further_rectification', [['insufficient_bid', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('lowest_sufficient_bid_in_same_denomination'), fact(F1).
fire('lowest_sufficient_bid_chosen_1997', 5, '@rectification'('27B1b', 'adjusted_score_if_the_information_damaged', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('lowest_sufficient_bid_in_same_denomination'), fact(F1),
    opponents(V_p, R0).

% inadmissible_double_cancelled_1997: 36 (1997), kb/law_16_36.law:1184:1
fire('inadmissible_double_cancelled_1997', 5, '@rectification'('36', 'cancel_call', [['call', V_o]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled_1997', _, [V_p, V_o])).
fire('inadmissible_double_cancelled_1997', 5, '@rectification'('36', 'substitute_legal_call', [['cancelled_call', V_o]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled_1997', _, [V_p, V_o])).
fire('inadmissible_double_cancelled_1997', 5, '@rectification'('36', 'pass_whenever_his_turn', [['offender', V_p], ['inadmissible_call', V_o]], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled_1997', _, [V_p, V_o])),
    partner(V_p, R0).
fire('inadmissible_double_cancelled_1997', 5, 'offending_call_withdrawn'(V_p, V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled_1997', _, [V_p, V_o])).
fire('inadmissible_double_cancelled_1997', 5, 'lead_restrictions_may_apply'(V_p, V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled_1997', _, [V_p, V_o])).

% inadmissible_double_cancelled_1997@overruled: 36 (1997), kb/law_16_36.law:1184:1
fire('inadmissible_double_cancelled_1997@overruled', 5, '@overruled'('inadmissible_double_cancelled_1997', V___defeater, [V_p, V_o]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = '@defeated'('inadmissible_double_cancelled_1997', V___defeater, [V_p, V_o]), fact(F1).

% lho_called_over_inadmissible_double: 36A (2007, 2017), kb/law_16_36.law:1309:1
fire('lho_called_over_inadmissible_double', 5, '@rectification'('36A', 'cancel_inadmissible_call_and_later_calls', [['call', V_o], ['later_calls_from', V_n]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, V_n)), V_o \== '@none', V_n \== '@none'),
    \+ fact('@defeated'('lho_called_over_inadmissible_double', _, [V_p, V_o])).
fire('lho_called_over_inadmissible_double', 5, '@rectification'('36A', 'no_rectification', [['inadmissible_call', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, V_n)), V_o \== '@none', V_n \== '@none'),
    \+ fact('@defeated'('lho_called_over_inadmissible_double', _, [V_p, V_o])).
fire('lho_called_over_inadmissible_double', 5, '@defeated'('inadmissible_double_cancelled', 'lho_called_over_inadmissible_double', [V_p, V_o]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    \+ (fact('call_taken_back'(V_o, V_n)), V_o \== '@none', V_n \== '@none'),
    \+ fact('@defeated'('lho_called_over_inadmissible_double', _, [V_p, V_o])).

% lho_called_over_inadmissible_double@overruled: 36A (2007, 2017), kb/law_16_36.law:1309:1
fire('lho_called_over_inadmissible_double@overruled', 5, '@overruled'('lho_called_over_inadmissible_double', V___defeater, [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = 'call'(V_q, V_n, _, _, _), fact(F1),
    V_q \== '@none',
    V_n \== '@none',
    R0 is V_o + 1, V_n == R0,
    lho(V_p, R1), V_q == R1,
    F2 = '@defeated'('lho_called_over_inadmissible_double', V___defeater, [V_p, V_o]), fact(F2),
    \+ (fact('call_taken_back'(V_o, V_n)), V_o \== '@none', V_n \== '@none').

% offender_may_correct_2017: 27B1a, 27B1b, 27B2 (2017), kb/law_16_36.law:1474:1
fire('offender_may_correct_2017', 5, '@rectification'('27B1a', 'lowest_sufficient_bid_in_same_denomination', [['insufficient_bid', V_o], ['specifying_the_same_denominations', true]], 'may', V_p, 'insufficient_bid_correction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    \+ (fact('insufficient_bid_replaced'(V_p, V_o, _))).
fire('offender_may_correct_2017', 5, '@rectification'('27B1b', 'replace_by_comparable_call', [['insufficient_bid', V_o]], 'may', V_p, 'insufficient_bid_correction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    \+ (fact('insufficient_bid_replaced'(V_p, V_o, _))).
fire('offender_may_correct_2017', 5, '@rectification'('27B2', 'any_other_sufficient_bid_or_pass', [['insufficient_bid', V_o]], 'may', V_p, 'insufficient_bid_correction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    \+ (fact('insufficient_bid_replaced'(V_p, V_o, _))).

% comparable_call_chosen: 27B1b, 27D (2017), kb/law_16_36.law:1539:1
fire('comparable_call_chosen', 5, '@rectification'('27B1b', 'no_further_rectification', [['insufficient_bid', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('replace_by_comparable_call'), fact(F1).
fire('comparable_call_chosen', 5, '@rectification'('27D', 'adjusted_score_if_the_infraction_helped', [['insufficient_bid', V_o], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'insufficient_bid_not_accepted'(V_p, V_o), fact(F0),
    F1 = 'chosen'('replace_by_comparable_call'), fact(F1),
    opponents(V_p, R0).

% wrong_board_auction_continues: 17D2 (2007), kb/law_17.law:229:1
fire('wrong_board_auction_continues', 5, '@rectification'('17D2', 'continue_auction_normally', [['from', 'new_call_of_offender']], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    \+ fact('@defeated'('wrong_board_auction_continues', _, [V_p, V_c])).

% wrong_board_auction_continues@overruled: 17D2 (2007), kb/law_17.law:229:1
fire('wrong_board_auction_continues@overruled', 5, '@overruled'('wrong_board_auction_continues', V___defeater, [V_p, V_c]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = '@defeated'('wrong_board_auction_continues', V___defeater, [V_p, V_c]), fact(F1).

% wrong_board_lho_repeats_call: 17D2 (2007), kb/law_17.law:237:1
fire('wrong_board_lho_repeats_call', 5, '@rectification'('17D2', 'repeat_previous_call', [['order', V_o]], 'must', V_lho, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_lho, V_o, _, _, _), fact(F2),
    V_lho \== '@none',
    V_o \== '@none',
    lho(V_p, R0), V_lho == R0,
    V_o > V_c,
    V_o =< V_found,
    \+ fact('@defeated'('wrong_board_lho_repeats_call', _, [V_p, V_c])).

% wrong_board_lho_repeats_call@overruled: 17D2 (2007), kb/law_17.law:237:1
fire('wrong_board_lho_repeats_call@overruled', 5, '@overruled'('wrong_board_lho_repeats_call', V___defeater, [V_p, V_c]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_call_cancelled'(V_p, V_c), fact(F0),
    F1 = 'cards_from_wrong_board'(V_p, V_found), fact(F1),
    V_p \== '@none',
    V_found \== '@none',
    F2 = 'call'(V_lho, V_o, _, _, _), fact(F2),
    V_lho \== '@none',
    V_o \== '@none',
    lho(V_p, R0), V_lho == R0,
    V_o > V_c,
    V_o =< V_found,
    F3 = '@defeated'('wrong_board_lho_repeats_call', V___defeater, [V_p, V_c]), fact(F3).

% wrong_board_later_board_played_normally: 17D3 (2007), kb/law_17.law:363:1
fire('wrong_board_later_board_played_normally', 5, '@rectification'('17D3', 'play_board_normally', [], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'wrong_board_same_call'(V_p), fact(F1),
    \+ fact('@defeated'('wrong_board_later_board_played_normally', _, [V_p, V_o])).

% wrong_board_later_board_played_normally@overruled: 17D3 (2007), kb/law_17.law:363:1
fire('wrong_board_later_board_played_normally@overruled', 5, '@overruled'('wrong_board_later_board_played_normally', V___defeater, [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'wrong_board_earlier_call'(V_p, _, _, _, V_o), fact(F0),
    V_p \== '@none',
    V_o \== '@none',
    F1 = 'wrong_board_same_call'(V_p), fact(F1),
    F2 = '@defeated'('wrong_board_later_board_played_normally', V___defeater, [V_p, V_o]), fact(F2).

% pass_out_of_rotation_not_accepted: 17E2, 29B (2007), kb/law_17.law:507:1
fire('pass_out_of_rotation_not_accepted', 5, 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'chosen'('do_not_accept_pass_out_of_rotation'), fact(F1),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))).
fire('pass_out_of_rotation_not_accepted', 5, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'chosen'('do_not_accept_pass_out_of_rotation'), fact(F1),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))).

% pass_out_of_rotation_not_accepted_2017: 17D3, 29B (2017), kb/law_17.law:633:1
fire('pass_out_of_rotation_not_accepted_2017', 5, 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'chosen'('do_not_accept_pass_out_of_rotation'), fact(F1),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))).

% call_out_of_rotation_not_accepted: 29B (1997, 2007), kb/law_29_32.law:528:1
fire('call_out_of_rotation_not_accepted', 5, 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'chosen'('cancel_call_out_of_rotation'), fact(F1),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))).
fire('call_out_of_rotation_not_accepted', 5, 'offending_call_withdrawn'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'chosen'('cancel_call_out_of_rotation'), fact(F1),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))).

% call_out_of_rotation_not_accepted_2017: 29B (2017), kb/law_29_32.law:1529:1
fire('call_out_of_rotation_not_accepted_2017', 5, 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, V_s), fact(F0),
    F1 = 'chosen'('cancel_call_out_of_rotation'), fact(F1),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))).

% defender_card_seen_by_partner_must_be_played: 45C1 (2007, 2017), kb/law_45.law:277:1
fire('defender_card_seen_by_partner_must_be_played', 5, '@rectification'('45C1', 'play_held_card', [['trick', V_t]], 'must', V_d, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'card_held_out'(V_d, V_t, true, _, _), fact(F0),
    V_d \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_d, 'defender'), fact(F1),
    \+ fact('@defeated'('defender_card_seen_by_partner_must_be_played', _, [V_d, V_t])).

% defender_card_seen_by_partner_must_be_played@overruled: 45C1 (2007, 2017), kb/law_45.law:277:1
fire('defender_card_seen_by_partner_must_be_played@overruled', 5, '@overruled'('defender_card_seen_by_partner_must_be_played', V___defeater, [V_d, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'card_held_out'(V_d, V_t, true, _, _), fact(F0),
    V_d \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_d, 'defender'), fact(F1),
    F2 = '@defeated'('defender_card_seen_by_partner_must_be_played', V___defeater, [V_d, V_t]), fact(F2).

% defender_fifth_card_deemed_lead: 45E1 (2007, 2017), kb/law_45.law:468:1
fire('defender_fifth_card_deemed_lead', 5, '@rectification'('45E1', 'treat_fifth_card_as_lead', [['to_trick', V_n]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'fifth_card_judged_lead'(V_p, V_n), fact(F2),
    V_p \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0.
fire('defender_fifth_card_deemed_lead', 5, '@defeated'('defender_fifth_card_becomes_penalty_card', 'defender_fifth_card_deemed_lead', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'fifth_card_judged_lead'(V_p, V_n), fact(F2),
    V_p \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0.

% defender_fifth_card_led_out_of_turn: 45E1 (2007, 2017), kb/law_45.law:480:1
fire('defender_fifth_card_led_out_of_turn', 5, 'lead_out_of_turn'(V_p, V_n), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'fifth_card_judged_lead'(V_p, V_n), fact(F2),
    V_p \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F3 = 'trick_won'(V_t, V_w), fact(F3),
    V_t \== '@none',
    V_w \== '@none',
    V_w \== V_p.

% declarer_fifth_card_deemed_lead: 45E2 (2007, 2017), kb/law_45.law:504:1
fire('declarer_fifth_card_deemed_lead', 5, '@rectification'('45E2', 'treat_fifth_card_as_lead', [['to_trick', V_n]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, V_r), fact(F1),
    memberchk(V_r, ['declarer', 'dummy']),
    F2 = 'fifth_card_judged_lead'(V_p, V_n), fact(F2),
    V_p \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0.
fire('declarer_fifth_card_deemed_lead', 5, '@defeated'('declarer_fifth_card_returned_to_hand', 'declarer_fifth_card_deemed_lead', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, V_r), fact(F1),
    memberchk(V_r, ['declarer', 'dummy']),
    F2 = 'fifth_card_judged_lead'(V_p, V_n), fact(F2),
    V_p \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0.

% declarer_fifth_card_led_from_wrong_hand: 45E2 (2007, 2017), kb/law_45.law:517:1
fire('declarer_fifth_card_led_from_wrong_hand', 5, 'lead_out_of_turn'(V_p, V_n), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, V_r), fact(F1),
    memberchk(V_r, ['declarer', 'dummy']),
    F2 = 'fifth_card_judged_lead'(V_p, V_n), fact(F2),
    V_p \== '@none',
    V_n \== '@none',
    R0 is V_t + 1, V_n == R0,
    F3 = 'trick_won'(V_t, V_w), fact(F3),
    V_t \== '@none',
    V_w \== '@none',
    V_w \== V_p.

% revoke_must_be_corrected: 62A (1997, 2007), kb/law_62.law:252:1
fire('revoke_must_be_corrected', 5, '@rectification'('62A', 'correct_revoke', [['trick', V_t], ['follow_suit_with', 'any_card_of_the_suit_led']], 'must', V_offender, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    \+ (fact('revoke_established'(V_offender, V_t))).

% corrected_defender_card_becomes_penalty_card: 62B1 (1997, 2007), kb/law_62.law:261:1
fire('corrected_defender_card_becomes_penalty_card', 5, '@rectification'('62B1', 'withdrawn_card_becomes_penalty_card', [['trick', V_t], ['see', 'law_50']], 'must', V_offender, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, V_led), fact(F0),
    F1 = 'role'(V_offender, 'defender'), fact(F1),
    F2 = 'play'(V_offender, V_t, _, _, false), fact(F2),
    V_offender \== '@none',
    V_t \== '@none',
    \+ (fact('revoke_established'(V_offender, V_t))).
fire('corrected_defender_card_becomes_penalty_card', 5, 'penalty_card'(V_offender, V_t, '@none', '@none', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, V_led), fact(F0),
    F1 = 'role'(V_offender, 'defender'), fact(F1),
    F2 = 'play'(V_offender, V_t, _, _, false), fact(F2),
    V_offender \== '@none',
    V_t \== '@none',
    \+ (fact('revoke_established'(V_offender, V_t))).

% corrected_declarer_card_restored: 62B2 (1997, 2007), kb/law_62.law:273:1
fire('corrected_declarer_card_restored', 5, '@rectification'('62B2', 'withdraw_card_without_rectification', [['trick', V_t]], 'may', V_offender, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'role'(V_offender, V_role), fact(F1),
    memberchk(V_role, ['declarer', 'dummy']),
    \+ (fact('revoke_established'(V_offender, V_t))).

% corrected_faced_defender_card_restored: 62B2 (1997, 2007), kb/law_62.law:284:1
fire('corrected_faced_defender_card_restored', 5, '@rectification'('62B2', 'withdraw_card_without_rectification', [['trick', V_t]], 'may', V_offender, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'role'(V_offender, 'defender'), fact(F1),
    F2 = 'play'(V_offender, V_t, _, _, true), fact(F2),
    V_offender \== '@none',
    V_t \== '@none',
    \+ (fact('revoke_established'(V_offender, V_t))).

% non_offender_may_withdraw_later_card: 62C1 (1997, 2007), kb/law_62.law:295:1
fire('non_offender_may_withdraw_later_card', 5, '@rectification'('62C1', 'withdraw_card_without_rectification', [['trick', V_t]], 'may', V_player, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'play'(V_leader, V_t, _, true, _), fact(F1),
    V_leader \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_player, V_t, _, _, _), fact(F2),
    V_player \== '@none',
    V_t \== '@none',
    side(V_player, R0), side(V_offender, R1), R0 \== R1,
    turn(V_player, V_leader, R2), turn(V_offender, V_leader, R3), R2 > R3,
    \+ (fact('revoke_established'(V_offender, V_t))).

% non_offender_may_withdraw_card_of_later_trick: 62C1 (1997, 2007), kb/law_62.law:308:1
fire('non_offender_may_withdraw_card_of_later_trick', 5, '@rectification'('62C1', 'withdraw_card_without_rectification', [['trick', V_later]], 'may', V_player, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'play'(V_player, V_later, _, _, _), fact(F1),
    V_player \== '@none',
    V_later \== '@none',
    V_later > V_t,
    side(V_player, R0), side(V_offender, R1), R0 \== R1,
    \+ (fact('revoke_established'(V_offender, V_t))).

% offender_partner_may_withdraw_defender: 62C2 (1997, 2007), kb/law_62.law:320:1
fire('offender_partner_may_withdraw_defender', 5, '@rectification'('62C2', 'withdraw_card', [['trick', V_t], ['if', 'a_non_offender_withdrew_his_card'], ['becomes', 'penalty_card']], 'may', V_partner, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'play'(V_leader, V_t, _, true, _), fact(F1),
    V_leader \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_partner, V_t, _, _, _), fact(F2),
    V_partner \== '@none',
    V_t \== '@none',
    partner(V_offender, R0), V_partner == R0,
    turn(V_partner, V_leader, R1), turn(V_offender, V_leader, R2), R1 > R2,
    F3 = 'role'(V_partner, 'defender'), fact(F3),
    \+ (fact('revoke_established'(V_offender, V_t))).

% offender_partner_may_withdraw_declarer: 62C2 (1997, 2007), kb/law_62.law:334:1
fire('offender_partner_may_withdraw_declarer', 5, '@rectification'('62C2', 'withdraw_card_without_rectification', [['trick', V_t], ['if', 'a_non_offender_withdrew_his_card']], 'may', V_partner, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'play'(V_leader, V_t, _, true, _), fact(F1),
    V_leader \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_partner, V_t, _, _, _), fact(F2),
    V_partner \== '@none',
    V_t \== '@none',
    partner(V_offender, R0), V_partner == R0,
    turn(V_partner, V_leader, R1), turn(V_offender, V_leader, R2), R1 > R2,
    F3 = 'role'(V_partner, V_role), fact(F3),
    memberchk(V_role, ['declarer', 'dummy']),
    \+ (fact('revoke_established'(V_offender, V_t))).

% revoke_must_be_corrected_2017: 62A (2017), kb/law_62.law:385:1
fire('revoke_must_be_corrected_2017', 5, '@rectification'('62A', 'correct_revoke', [['trick', V_t], ['follow_suit_with', 'any_card_of_the_suit_led']], 'must', V_offender, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'attention_drawn'(V_t, 'during_play'), fact(F1),
    V_t \== '@none',
    \+ (fact('revoke_established'(V_offender, V_t))).
fire('revoke_must_be_corrected_2017', 5, 'revoke_to_be_corrected'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'attention_drawn'(V_t, 'during_play'), fact(F1),
    V_t \== '@none',
    \+ (fact('revoke_established'(V_offender, V_t))).

% revoke_question_draws_attention_2017: 62A (2017), kb/law_62.law:396:1
fire('revoke_question_draws_attention_2017', 5, '@rectification'('62A', 'correct_revoke', [['trick', V_t], ['follow_suit_with', 'any_card_of_the_suit_led']], 'must', V_offender, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke_question'(_, V_offender, V_t), fact(F1),
    V_offender \== '@none',
    V_t \== '@none',
    \+ (fact('revoke_established'(V_offender, V_t))).
fire('revoke_question_draws_attention_2017', 5, 'revoke_to_be_corrected'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    F1 = 'revoke_question'(_, V_offender, V_t), fact(F1),
    V_offender \== '@none',
    V_t \== '@none',
    \+ (fact('revoke_established'(V_offender, V_t))).

% revoke_to_be_corrected_once_attention_is_drawn_2017: 62A (2017), kb/law_62.law:407:1
fire('revoke_to_be_corrected_once_attention_is_drawn_2017', 5, '@rectification'('62A', 'correct_revoke_if_attention_is_drawn_before_it_is_established', [['trick', V_t]], 'must', V_offender, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, _), fact(F0),
    \+ (fact('revoke_established'(V_offender, V_t))),
    \+ (fact('attention_drawn'(V_t, _)), V_t \== '@none'),
    \+ (fact('revoke_question'(_, V_offender, V_t)), V_offender \== '@none', V_t \== '@none').

% double_revoke_defenders_withdrawn_cards_penalty_cards_2017: 62C3 (2017), kb/law_62.law:523:1
fire('double_revoke_defenders_withdrawn_cards_penalty_cards_2017', 5, '@rectification'('62C3', 'every_withdrawn_card_becomes_penalty_card', [['trick', V_t], ['see', 'law_16C2']], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'double_revoke'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, V_role), fact(F1),
    memberchk(V_role, ['declarer', 'dummy']),
    opponents(V_offender, R0).
fire('double_revoke_defenders_withdrawn_cards_penalty_cards_2017', 5, '@defeated'('non_offender_may_withdraw_later_card_2017', 'double_revoke_defenders_withdrawn_cards_penalty_cards_2017', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'double_revoke'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, V_role), fact(F1),
    memberchk(V_role, ['declarer', 'dummy']).
fire('double_revoke_defenders_withdrawn_cards_penalty_cards_2017', 5, '@defeated'('non_offender_may_withdraw_card_of_later_trick_2017', 'double_revoke_defenders_withdrawn_cards_penalty_cards_2017', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'double_revoke'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, V_role), fact(F1),
    memberchk(V_role, ['declarer', 'dummy']).

% established_revoke_stands_1997: 63C (1997), kb/law_63.law:196:1
fire('established_revoke_stands_1997', 5, '@rectification'('63C', 'revoke_trick_stands_as_played', [['trick', V_t]], 'must', V_offender, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    \+ fact('@defeated'('established_revoke_stands_1997', _, [V_offender, V_t])).

% established_revoke_stands_1997@overruled: 63C (1997), kb/law_63.law:196:1
fire('established_revoke_stands_1997@overruled', 5, '@overruled'('established_revoke_stands_1997', V___defeater, [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = '@defeated'('established_revoke_stands_1997', V___defeater, [V_offender, V_t]), fact(F1).

% established_revoke_stands_2007: 63B (2007, 2017), kb/law_63.law:204:1
fire('established_revoke_stands_2007', 5, '@rectification'('63B', 'revoke_trick_stands_as_played', [['trick', V_t]], 'must', V_offender, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    \+ fact('@defeated'('established_revoke_stands_2007', _, [V_offender, V_t])).

% established_revoke_stands_2007@overruled: 63B (2007, 2017), kb/law_63.law:204:1
fire('established_revoke_stands_2007@overruled', 5, '@overruled'('established_revoke_stands_2007', V___defeater, [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = '@defeated'('established_revoke_stands_2007', V___defeater, [V_offender, V_t]), fact(F1).

% offending_side_won_a_later_trick: 64A1 (1997, 2007, 2017), kb/law_64.law:280:1
fire('offending_side_won_a_later_trick', 5, 'offending_side_won_later'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'trick_won'(V_won, V_winner), fact(F1),
    V_won \== '@none',
    V_winner \== '@none',
    V_won > V_t,
    side(V_winner, R0), side(V_offender, R1), R0 == R1.

% offending_side_won_revoke_trick_or_later: 64A2, 64B1 (1997, 2007, 2017), kb/law_64.law:291:1
fire('offending_side_won_revoke_trick_or_later', 5, 'offending_side_won_from'(V_offender, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'trick_won'(V_won, V_winner), fact(F1),
    V_won \== '@none',
    V_winner \== '@none',
    V_won >= V_t,
    side(V_winner, R0), side(V_offender, R1), R0 == R1.

% offender_won_with_card_of_suit_led: 64A2 (1997), kb/law_64.law:302:1
fire('offender_won_with_card_of_suit_led', 5, 'offender_won_with_revoke_suit'(V_offender, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'revoke'(V_offender, V_t, V_led), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'trick_won'(V_won, V_offender), fact(F2),
    V_won \== '@none',
    V_offender \== '@none',
    V_won > V_t,
    F3 = 'play'(V_offender, V_won, V_led, _, _), fact(F3),
    V_offender \== '@none',
    V_won \== '@none',
    V_led \== '@none'.

% second_revoke_same_suit: 64B2 (1997, 2007, 2017), kb/law_64.law:368:1
fire('second_revoke_same_suit', 5, '@rectification'('64B2', 'no_trick_transfer', [['revoke_trick', V_t], ['first_revoke_trick', V_first]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_suit), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'revoke'(V_offender, V_first, V_suit), fact(F2),
    V_first < V_t,
    F3 = 'revoke_established'(V_offender, V_first), fact(F3).
fire('second_revoke_same_suit', 5, '@defeated'('revoke_trick_transferred', 'second_revoke_same_suit', [V_offender, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_suit), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'revoke'(V_offender, V_first, V_suit), fact(F2),
    V_first < V_t,
    F3 = 'revoke_established'(V_offender, V_first), fact(F3).
fire('second_revoke_same_suit', 5, '@defeated'('later_trick_transferred', 'second_revoke_same_suit', [V_offender, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_suit), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'revoke'(V_offender, V_first, V_suit), fact(F2),
    V_first < V_t,
    F3 = 'revoke_established'(V_offender, V_first), fact(F3).
fire('second_revoke_same_suit', 5, '@defeated'('one_trick_transferred', 'second_revoke_same_suit', [V_offender, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_suit), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'revoke'(V_offender, V_first, V_suit), fact(F2),
    V_first < V_t,
    F3 = 'revoke_established'(V_offender, V_first), fact(F3).
fire('second_revoke_same_suit', 5, '@defeated'('extra_trick_transferred_1997', 'second_revoke_same_suit', [V_offender, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_suit), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'revoke'(V_offender, V_first, V_suit), fact(F2),
    V_first < V_t,
    F3 = 'revoke_established'(V_offender, V_first), fact(F3).

% revoke_by_dummy: 64B3 (1997, 2007, 2017), kb/law_64.law:381:1
fire('revoke_by_dummy', 5, '@rectification'('64B3', 'no_trick_transfer', [['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, 'dummy'), fact(F1).
fire('revoke_by_dummy', 5, '@defeated'('revoke_trick_transferred', 'revoke_by_dummy', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, 'dummy'), fact(F1).
fire('revoke_by_dummy', 5, '@defeated'('later_trick_transferred', 'revoke_by_dummy', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, 'dummy'), fact(F1).
fire('revoke_by_dummy', 5, '@defeated'('one_trick_transferred', 'revoke_by_dummy', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, 'dummy'), fact(F1).
fire('revoke_by_dummy', 5, '@defeated'('extra_trick_transferred_1997', 'revoke_by_dummy', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, 'dummy'), fact(F1).

% revoke_of_faced_card: 64B3 (1997, 2007, 2017), kb/law_64.law:391:1
fire('revoke_of_faced_card', 5, '@rectification'('64B3', 'no_trick_transfer', [['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_led), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'holding'(V_offender, V_t, V_led, true), fact(F2),
    V_offender \== '@none',
    V_t \== '@none',
    V_led \== '@none'.
fire('revoke_of_faced_card', 5, '@defeated'('revoke_trick_transferred', 'revoke_of_faced_card', [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_led), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'holding'(V_offender, V_t, V_led, true), fact(F2),
    V_offender \== '@none',
    V_t \== '@none',
    V_led \== '@none'.
fire('revoke_of_faced_card', 5, '@defeated'('later_trick_transferred', 'revoke_of_faced_card', [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_led), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'holding'(V_offender, V_t, V_led, true), fact(F2),
    V_offender \== '@none',
    V_t \== '@none',
    V_led \== '@none'.
fire('revoke_of_faced_card', 5, '@defeated'('one_trick_transferred', 'revoke_of_faced_card', [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_led), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'holding'(V_offender, V_t, V_led, true), fact(F2),
    V_offender \== '@none',
    V_t \== '@none',
    V_led \== '@none'.
fire('revoke_of_faced_card', 5, '@defeated'('extra_trick_transferred_1997', 'revoke_of_faced_card', [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke'(V_offender, V_t, V_led), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'holding'(V_offender, V_t, V_led, true), fact(F2),
    V_offender \== '@none',
    V_t \== '@none',
    V_led \== '@none'.

% noticed_after_non_offender_called_on_next_board: 64B4 (1997, 2007, 2017), kb/law_64.law:402:1
fire('noticed_after_non_offender_called_on_next_board', 5, '@rectification'('64B4', 'no_trick_transfer', [['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'on_next_board'), fact(F1),
    V_t \== '@none',
    F2 = 'next_board_call'(V_caller), fact(F2),
    V_caller \== '@none',
    side(V_caller, R0), side(V_offender, R1), R0 \== R1.
fire('noticed_after_non_offender_called_on_next_board', 5, '@defeated'('revoke_trick_transferred', 'noticed_after_non_offender_called_on_next_board', [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'on_next_board'), fact(F1),
    V_t \== '@none',
    F2 = 'next_board_call'(V_caller), fact(F2),
    V_caller \== '@none',
    side(V_caller, R0), side(V_offender, R1), R0 \== R1.
fire('noticed_after_non_offender_called_on_next_board', 5, '@defeated'('later_trick_transferred', 'noticed_after_non_offender_called_on_next_board', [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'on_next_board'), fact(F1),
    V_t \== '@none',
    F2 = 'next_board_call'(V_caller), fact(F2),
    V_caller \== '@none',
    side(V_caller, R0), side(V_offender, R1), R0 \== R1.
fire('noticed_after_non_offender_called_on_next_board', 5, '@defeated'('one_trick_transferred', 'noticed_after_non_offender_called_on_next_board', [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'on_next_board'), fact(F1),
    V_t \== '@none',
    F2 = 'next_board_call'(V_caller), fact(F2),
    V_caller \== '@none',
    side(V_caller, R0), side(V_offender, R1), R0 \== R1.
fire('noticed_after_non_offender_called_on_next_board', 5, '@defeated'('extra_trick_transferred_1997', 'noticed_after_non_offender_called_on_next_board', [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'on_next_board'), fact(F1),
    V_t \== '@none',
    F2 = 'next_board_call'(V_caller), fact(F2),
    V_caller \== '@none',
    side(V_caller, R0), side(V_offender, R1), R0 \== R1.

% noticed_after_round: 64B5 (1997, 2007, 2017), kb/law_64.law:414:1
fire('noticed_after_round', 5, '@rectification'('64B5', 'no_trick_transfer', [['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'after_round'), fact(F1),
    V_t \== '@none'.
fire('noticed_after_round', 5, '@defeated'('revoke_trick_transferred', 'noticed_after_round', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'after_round'), fact(F1),
    V_t \== '@none'.
fire('noticed_after_round', 5, '@defeated'('later_trick_transferred', 'noticed_after_round', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'after_round'), fact(F1),
    V_t \== '@none'.
fire('noticed_after_round', 5, '@defeated'('one_trick_transferred', 'noticed_after_round', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'after_round'), fact(F1),
    V_t \== '@none'.
fire('noticed_after_round', 5, '@defeated'('extra_trick_transferred_1997', 'noticed_after_round', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'attention_drawn'(V_t, 'after_round'), fact(F1),
    V_t \== '@none'.

% revoke_on_twelfth_trick: 64B6 (1997, 2007, 2017), kb/law_64.law:424:1
fire('revoke_on_twelfth_trick', 5, '@rectification'('64B6', 'no_trick_transfer', [['revoke_trick', V_t]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    V_t == 12.
fire('revoke_on_twelfth_trick', 5, '@defeated'('revoke_trick_transferred', 'revoke_on_twelfth_trick', [V_offender, V_t]), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    V_t == 12.
fire('revoke_on_twelfth_trick', 5, '@defeated'('later_trick_transferred', 'revoke_on_twelfth_trick', [V_offender, V_t]), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    V_t == 12.
fire('revoke_on_twelfth_trick', 5, '@defeated'('one_trick_transferred', 'revoke_on_twelfth_trick', [V_offender, V_t]), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    V_t == 12.
fire('revoke_on_twelfth_trick', 5, '@defeated'('extra_trick_transferred_1997', 'revoke_on_twelfth_trick', [V_offender, V_t]), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    V_t == 12.

% both_sides_revoked_2007: 64B7 (2007, 2017), kb/law_64.law:434:1
fire('both_sides_revoked_2007', 5, '@rectification'('64B7', 'no_trick_transfer', [['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'revoke_established'(V_other, V_other_trick), fact(F1),
    side(V_other, R0), side(V_offender, R1), R0 \== R1.
fire('both_sides_revoked_2007', 5, '@defeated'('revoke_trick_transferred', 'both_sides_revoked_2007', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'revoke_established'(V_other, V_other_trick), fact(F1),
    side(V_other, R0), side(V_offender, R1), R0 \== R1.
fire('both_sides_revoked_2007', 5, '@defeated'('later_trick_transferred', 'both_sides_revoked_2007', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'revoke_established'(V_other, V_other_trick), fact(F1),
    side(V_other, R0), side(V_offender, R1), R0 \== R1.
fire('both_sides_revoked_2007', 5, '@defeated'('one_trick_transferred', 'both_sides_revoked_2007', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'revoke_established'(V_other, V_other_trick), fact(F1),
    side(V_other, R0), side(V_offender, R1), R0 \== R1.

% director_restores_equity: 64C (1997, 2007), kb/law_64.law:445:1
fire('director_restores_equity', 5, '@rectification'('64C', 'adjusted_score_if_insufficiently_compensated', [['revoke_trick', V_t], ['for_side', R0]], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    opponents(V_offender, R0).

% director_restores_equity_2017: 64C1 (2017), kb/law_64.law:455:1
fire('director_restores_equity_2017', 5, '@rectification'('64C1', 'adjusted_score_if_insufficiently_compensated', [['revoke_trick', V_t], ['for_side', R0]], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    opponents(V_offender, R0).

% repeated_revokes_same_suit_2017: 64C2a (2017), kb/law_64.law:463:1
fire('repeated_revokes_same_suit_2017', 5, '@rectification'('64C2a', 'adjusted_score_if_later_revokes_cost_tricks', [['revoke_trick', V_t], ['first_revoke_trick', V_first], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke'(V_offender, V_t, V_suit), fact(F0),
    F1 = 'revoke_established'(V_offender, V_t), fact(F1),
    F2 = 'revoke'(V_offender, V_first, V_suit), fact(F2),
    V_first < V_t,
    F3 = 'revoke_established'(V_offender, V_first), fact(F3),
    opponents(V_offender, R0).

% both_sides_revoked_equity_2017: 64C2b (2017), kb/law_64.law:475:1
fire('both_sides_revoked_equity_2017', 5, '@rectification'('64C2b', 'adjusted_score_as_if_no_revoke', [['revoke_trick', V_t], ['other_revoke_trick', V_other_trick]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'revoke_established'(V_other, V_other_trick), fact(F1),
    side(V_other, R0), side(V_offender, R1), R0 \== R1.

% revoke_corrected_under_62c3_2017: 64B8 (2017), kb/law_64.law:485:1
fire('revoke_corrected_under_62c3_2017', 5, '@rectification'('64B8', 'no_trick_transfer', [['revoke_trick', V_t], ['corrected_under', 'law_62C3']], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'double_revoke'(V_offender, V_t), fact(F1).
fire('revoke_corrected_under_62c3_2017', 5, '@defeated'('revoke_trick_transferred', 'revoke_corrected_under_62c3_2017', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'double_revoke'(V_offender, V_t), fact(F1).
fire('revoke_corrected_under_62c3_2017', 5, '@defeated'('later_trick_transferred', 'revoke_corrected_under_62c3_2017', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'double_revoke'(V_offender, V_t), fact(F1).
fire('revoke_corrected_under_62c3_2017', 5, '@defeated'('one_trick_transferred', 'revoke_corrected_under_62c3_2017', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'double_revoke'(V_offender, V_t), fact(F1).

% inadmissible_double_cancelled: 36B2 (2007, 2017), kb/law_16_36.law:1323:1
fire('inadmissible_double_cancelled', 6, '@rectification'('36B2', 'cancel_call', [['call', V_o]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled', _, [V_p, V_o])).
fire('inadmissible_double_cancelled', 6, '@rectification'('36B2', 'substitute_legal_call', [['cancelled_call', V_o]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled', _, [V_p, V_o])).
fire('inadmissible_double_cancelled', 6, '@rectification'('36B2', 'pass_whenever_his_turn', [['offender', V_p], ['inadmissible_call', V_o]], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled', _, [V_p, V_o])),
    partner(V_p, R0).
fire('inadmissible_double_cancelled', 6, 'offending_call_withdrawn'(V_p, V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled', _, [V_p, V_o])).
fire('inadmissible_double_cancelled', 6, 'lead_restrictions_may_apply'(V_p, V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    \+ fact('@defeated'('inadmissible_double_cancelled', _, [V_p, V_o])).

% inadmissible_double_cancelled@overruled: 36B2 (2007, 2017), kb/law_16_36.law:1323:1
fire('inadmissible_double_cancelled@overruled', 6, '@overruled'('inadmissible_double_cancelled', V___defeater, [V_p, V_o]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'inadmissible_double_or_redouble'(V_p, V_o), fact(F0),
    F1 = '@defeated'('inadmissible_double_cancelled', V___defeater, [V_p, V_o]), fact(F1).

% pass_out_of_rotation_may_be_accepted: 17E2, 29B (2007), kb/law_17.law:487:1
fire('pass_out_of_rotation_may_be_accepted', 6, '@rectification'('17E2', 'accept_pass_out_of_rotation', [['offender', V_p], ['skipped', R4]], 'may', R5, 'acceptance_of_pass_out_of_rotation'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_p, V_o, 'pass', _, _), fact(F2),
    V_p \== '@none',
    V_o \== '@none',
    R2 is V_c + 2, V_o == R2,
    lho(V_b, R3), V_p \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_o))),
    \+ (fact('auction_kept_open'(_, _, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('out_of_rotation_call_cancelled'(_, V_o, _))),
    lho(V_b, R4),
    lho(V_p, R5).
fire('pass_out_of_rotation_may_be_accepted', 6, '@rectification'('29B', 'do_not_accept_pass_out_of_rotation', [['call_out_of_rotation', V_o]], 'may', R6, 'acceptance_of_pass_out_of_rotation'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_p, V_o, 'pass', _, _), fact(F2),
    V_p \== '@none',
    V_o \== '@none',
    R2 is V_c + 2, V_o == R2,
    lho(V_b, R3), V_p \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_o))),
    \+ (fact('auction_kept_open'(_, _, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('out_of_rotation_call_cancelled'(_, V_o, _))),
    lho(V_p, R6).
fire('pass_out_of_rotation_may_be_accepted', 6, '@defeated'('lho_may_accept_call_out_of_rotation', 'pass_out_of_rotation_may_be_accepted', [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_p, V_o, 'pass', _, _), fact(F2),
    V_p \== '@none',
    V_o \== '@none',
    R2 is V_c + 2, V_o == R2,
    lho(V_b, R3), V_p \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_o))),
    \+ (fact('auction_kept_open'(_, _, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('out_of_rotation_call_cancelled'(_, V_o, _))).

% pass_out_of_rotation_may_be_accepted_2017: 17D3, 29B (2017), kb/law_17.law:613:1
fire('pass_out_of_rotation_may_be_accepted_2017', 6, '@rectification'('17D3', 'accept_pass_out_of_rotation', [['offender', V_p], ['skipped', R4]], 'may', R5, 'acceptance_of_pass_out_of_rotation'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_p, V_o, 'pass', _, _), fact(F2),
    V_p \== '@none',
    V_o \== '@none',
    R2 is V_c + 2, V_o == R2,
    lho(V_b, R3), V_p \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_o))),
    \+ (fact('auction_kept_open'(_, _, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('out_of_rotation_call_cancelled'(_, V_o, _))),
    \+ fact('@defeated'('pass_out_of_rotation_may_be_accepted_2017', _, [V_p, V_o])),
    lho(V_b, R4),
    lho(V_p, R5).
fire('pass_out_of_rotation_may_be_accepted_2017', 6, '@rectification'('29B', 'do_not_accept_pass_out_of_rotation', [['call_out_of_rotation', V_o]], 'may', R6, 'acceptance_of_pass_out_of_rotation'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_p, V_o, 'pass', _, _), fact(F2),
    V_p \== '@none',
    V_o \== '@none',
    R2 is V_c + 2, V_o == R2,
    lho(V_b, R3), V_p \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_o))),
    \+ (fact('auction_kept_open'(_, _, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('out_of_rotation_call_cancelled'(_, V_o, _))),
    \+ fact('@defeated'('pass_out_of_rotation_may_be_accepted_2017', _, [V_p, V_o])),
    lho(V_p, R6).
fire('pass_out_of_rotation_may_be_accepted_2017', 6, '@defeated'('lho_may_accept_call_out_of_rotation', 'pass_out_of_rotation_may_be_accepted_2017', [V_p, V_o]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_p, V_o, 'pass', _, _), fact(F2),
    V_p \== '@none',
    V_o \== '@none',
    R2 is V_c + 2, V_o == R2,
    lho(V_b, R3), V_p \== R3,
    \+ (fact('pass_out_of_rotation_answered'(V_o))),
    \+ (fact('auction_kept_open'(_, _, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('out_of_rotation_call_cancelled'(_, V_o, _))),
    \+ fact('@defeated'('pass_out_of_rotation_may_be_accepted_2017', _, [V_p, V_o])).

% pass_out_of_rotation_may_be_accepted_2017@overruled: 17D3, 29B (2017), kb/law_17.law:613:1
fire('pass_out_of_rotation_may_be_accepted_2017@overruled', 6, '@overruled'('pass_out_of_rotation_may_be_accepted_2017', V___defeater, [V_p, V_o]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'call'(V_a, V_c, _, _, _), fact(F0),
    V_a \== '@none',
    V_c \== '@none',
    F1 = 'call'(V_b, V_first, 'pass', _, _), fact(F1),
    V_b \== '@none',
    V_first \== '@none',
    R0 is V_c + 1, V_first == R0,
    lho(V_a, R1), V_b == R1,
    F2 = 'call'(V_p, V_o, 'pass', _, _), fact(F2),
    V_p \== '@none',
    V_o \== '@none',
    R2 is V_c + 2, V_o == R2,
    lho(V_b, R3), V_p \== R3,
    F3 = '@defeated'('pass_out_of_rotation_may_be_accepted_2017', V___defeater, [V_p, V_o]), fact(F3),
    \+ (fact('pass_out_of_rotation_answered'(V_o))),
    \+ (fact('auction_kept_open'(_, _, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('out_of_rotation_call_cancelled'(_, V_o, _))).

% auction_went_on_after_cancelled_call: 29B (1997, 2007, 2017), kb/law_29_32.law:539:1
fire('auction_went_on_after_cancelled_call', 6, 'auction_resumed'(V_o, V_n), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call_cancelled'(_, V_o, _), fact(F0),
    F1 = 'call_taken_back'(V_o, V_n), fact(F1),
    V_o \== '@none',
    V_n \== '@none'.

% pass_out_of_rotation_before_any_bid: 30A (1997, 2007), kb/law_29_32.law:550:1
fire('pass_out_of_rotation_before_any_bid', 6, '@rectification'('30A', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, _), fact(F0),
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('bid_before'(V_o))).

% pass_out_of_rotation_at_rho_turn: 30B1 (1997, 2007), kb/law_29_32.law:560:1
fire('pass_out_of_rotation_at_rho_turn', 6, '@rectification'('30B1', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'bid_before'(V_o), fact(F2).

% pass_out_of_rotation_at_partner_turn_1997: 30B2 (1997), kb/law_29_32.law:571:1
fire('pass_out_of_rotation_at_partner_turn_1997', 6, '@rectification'('30B2', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'bid_before'(V_o), fact(F2).
fire('pass_out_of_rotation_at_partner_turn_1997', 6, '@rectification'('30B2', 'no_double_or_redouble_at_that_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'bid_before'(V_o), fact(F2),
    partner(V_p, R1).

% pass_out_of_rotation_at_partner_turn: 30B2a, 30B2b (2007), kb/law_29_32.law:583:1
fire('pass_out_of_rotation_at_partner_turn', 6, '@rectification'('30B2a', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'bid_before'(V_o), fact(F2).
fire('pass_out_of_rotation_at_partner_turn', 6, '@rectification'('30B2b', 'no_double_or_redouble_at_that_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'bid_before'(V_o), fact(F2),
    partner(V_p, R1).

% pass_out_of_rotation_at_lho_turn: 30B3 (1997, 2007), kb/law_29_32.law:595:1
fire('pass_out_of_rotation_at_lho_turn', 6, '@rectification'('30B3', 'treat_as_change_of_call', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'bid_before'(V_o), fact(F2).

% offender_chose_to_repeat_the_denomination: 31A2a (1997, 2007), kb/law_29_32.law:663:1
fire('offender_chose_to_repeat_the_denomination', 6, '@rectification'('31A2a', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'chosen'('repeat_the_denomination'), fact(F2),
    partner(V_p, R1).

% offender_chose_another_call: 31A2b (1997, 2007), kb/law_29_32.law:691:1
fire('offender_chose_another_call', 6, '@rectification'('31A2b', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'chosen'('call_another_denomination_or_pass'), fact(F2),
    partner(V_p, R1).
fire('offender_chose_another_call', 6, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'chosen'('call_another_denomination_or_pass'), fact(F2).

% bid_out_of_rotation_at_partner_turn: 31B (1997, 2007), kb/law_29_32.law:703:1
fire('bid_out_of_rotation_at_partner_turn', 6, '@rectification'('31B', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    partner(V_p, R1).
fire('bid_out_of_rotation_at_partner_turn', 6, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none'.

% bid_out_of_rotation_at_lho_turn_before_calling: 31B (1997, 2007), kb/law_29_32.law:714:1
fire('bid_out_of_rotation_at_lho_turn_before_calling', 6, '@rectification'('31B', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('called_before'(V_p, V_o))),
    partner(V_p, R1).
fire('bid_out_of_rotation_at_lho_turn_before_calling', 6, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('called_before'(V_p, V_o))).

% bid_out_of_rotation_at_lho_turn_after_calling: 31B (1997, 2007), kb/law_29_32.law:726:1
fire('bid_out_of_rotation_at_lho_turn_after_calling', 6, '@rectification'('31B', 'treat_as_change_of_call', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'called_before'(V_p, V_o), fact(F2).

% double_out_of_rotation_at_partner_turn: 32A (1997, 2007), kb/law_29_32.law:739:1
fire('double_out_of_rotation_at_partner_turn', 6, '@rectification'('32A', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    partner(V_p, R1).
fire('double_out_of_rotation_at_partner_turn', 6, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).

% offender_called_after_cancelled_call: 23A (2017), kb/law_29_32.law:1105:1
fire('offender_called_after_cancelled_call', 6, 'offender_called_again'(V_o, V_m), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, _), fact(F0),
    F1 = 'call'(V_p, V_m, _, _, _), fact(F1),
    V_p \== '@none',
    V_m \== '@none',
    V_m > V_o,
    \+ (fact('call_taken_back'(V_m, _)), V_m \== '@none').

% pass_out_of_rotation_at_rho_turn_2017: 30A (2017), kb/law_29_32.law:1211:1
fire('pass_out_of_rotation_at_rho_turn_2017', 6, '@rectification'('30A', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none'.

% pass_out_of_rotation_at_partner_turn_2017: 30B1, 30B1a, 30B1b (2017), kb/law_29_32.law:1221:1
fire('pass_out_of_rotation_at_partner_turn_2017', 6, '@rectification'('30B1a', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    partner(V_p, R1).
fire('pass_out_of_rotation_at_partner_turn_2017', 6, '@rectification'('30B1b', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none'.
fire('pass_out_of_rotation_at_partner_turn_2017', 6, 'comparability_at_issue'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none'.

% pass_out_of_rotation_at_lho_turn_before_calling_2017: 30B1, 30B1a, 30B1b (2017), kb/law_29_32.law:1233:1
fire('pass_out_of_rotation_at_lho_turn_before_calling_2017', 6, '@rectification'('30B1a', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('called_before'(V_p, V_o))),
    partner(V_p, R1).
fire('pass_out_of_rotation_at_lho_turn_before_calling_2017', 6, '@rectification'('30B1b', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('called_before'(V_p, V_o))).
fire('pass_out_of_rotation_at_lho_turn_before_calling_2017', 6, 'comparability_at_issue'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('called_before'(V_p, V_o))).

% pass_out_of_rotation_at_lho_turn_after_calling_2017: 30B2 (2017), kb/law_29_32.law:1246:1
fire('pass_out_of_rotation_at_lho_turn_after_calling_2017', 6, '@rectification'('30B2', 'treat_as_change_of_call', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'called_before'(V_p, V_o), fact(F2).

% bid_out_of_rotation_at_partner_turn_2017: 31B1, 31B2 (2017), kb/law_29_32.law:1315:1
fire('bid_out_of_rotation_at_partner_turn_2017', 6, '@rectification'('31B1', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    partner(V_p, R1).
fire('bid_out_of_rotation_at_partner_turn_2017', 6, '@rectification'('31B2', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none'.
fire('bid_out_of_rotation_at_partner_turn_2017', 6, 'comparability_at_issue'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none'.

% bid_out_of_rotation_at_lho_turn_before_calling_2017: 31B1, 31B2 (2017), kb/law_29_32.law:1327:1
fire('bid_out_of_rotation_at_lho_turn_before_calling_2017', 6, '@rectification'('31B1', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('called_before'(V_p, V_o))),
    partner(V_p, R1).
fire('bid_out_of_rotation_at_lho_turn_before_calling_2017', 6, '@rectification'('31B2', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('called_before'(V_p, V_o))).
fire('bid_out_of_rotation_at_lho_turn_before_calling_2017', 6, 'comparability_at_issue'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('called_before'(V_p, V_o))).

% bid_out_of_rotation_at_lho_turn_after_calling_2017: 31C (2017), kb/law_29_32.law:1340:1
fire('bid_out_of_rotation_at_lho_turn_after_calling_2017', 6, '@rectification'('31C', 'treat_as_change_of_call', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'called_before'(V_p, V_o), fact(F2).

% double_out_of_rotation_at_partner_turn_2017: 32B1, 32B2 (2017), kb/law_29_32.law:1442:1
fire('double_out_of_rotation_at_partner_turn_2017', 6, '@rectification'('32B1', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    partner(V_p, R1).
fire('double_out_of_rotation_at_partner_turn_2017', 6, '@rectification'('32B2', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).
fire('double_out_of_rotation_at_partner_turn_2017', 6, 'comparability_at_issue'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    partner(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).

% double_out_of_rotation_at_lho_turn_2017: 32C (2017), kb/law_29_32.law:1480:1
fire('double_out_of_rotation_at_lho_turn_2017', 6, '@rectification'('32C', 'treat_as_change_of_call', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    lho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'called_before'(V_p, V_o), fact(F2).

% defender_fifth_card_becomes_penalty_card: 45E1 (2007, 2017), kb/law_45.law:458:1
fire('defender_fifth_card_becomes_penalty_card', 6, '@rectification'('45E1', 'fifth_card_becomes_penalty_card', [['trick', V_t], ['see', 'law_50']], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, 'defender'), fact(F1),
    \+ fact('@defeated'('defender_fifth_card_becomes_penalty_card', _, [V_p, V_t])).
fire('defender_fifth_card_becomes_penalty_card', 6, 'penalty_card'(V_p, V_t, '@none', '@none', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, 'defender'), fact(F1),
    \+ fact('@defeated'('defender_fifth_card_becomes_penalty_card', _, [V_p, V_t])).

% defender_fifth_card_becomes_penalty_card@overruled: 45E1 (2007, 2017), kb/law_45.law:458:1
fire('defender_fifth_card_becomes_penalty_card@overruled', 6, '@overruled'('defender_fifth_card_becomes_penalty_card', V___defeater, [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = '@defeated'('defender_fifth_card_becomes_penalty_card', V___defeater, [V_p, V_t]), fact(F2).

% declarer_fifth_card_returned_to_hand: 45E2 (2007, 2017), kb/law_45.law:493:1
fire('declarer_fifth_card_returned_to_hand', 6, '@rectification'('45E2', 'return_fifth_card_to_its_hand', [['trick', V_t], ['hand', V_p]], 'must', V_decl, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, V_r), fact(F1),
    memberchk(V_r, ['declarer', 'dummy']),
    F2 = 'role'(V_decl, 'declarer'), fact(F2),
    \+ fact('@defeated'('declarer_fifth_card_returned_to_hand', _, [V_p, V_t])).

% declarer_fifth_card_returned_to_hand@overruled: 45E2 (2007, 2017), kb/law_45.law:493:1
fire('declarer_fifth_card_returned_to_hand@overruled', 6, '@overruled'('declarer_fifth_card_returned_to_hand', V___defeater, [V_p, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'fifth_card'(V_p, V_t), fact(F0),
    F1 = 'role'(V_p, V_r), fact(F1),
    memberchk(V_r, ['declarer', 'dummy']),
    F2 = 'role'(V_decl, 'declarer'), fact(F2),
    F3 = '@defeated'('declarer_fifth_card_returned_to_hand', V___defeater, [V_p, V_t]), fact(F3).

% opening_lead_was_due_from_declarers_lho: 54 (1997, 2007, 2017), kb/law_53_56.law:502:1
fire('opening_lead_was_due_from_declarers_lho', 6, 'lead_was_due'(R0, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    lho(V_d, R0).

% lead_was_due_from_winner_of_previous_trick: 53A (1997, 2007, 2017), kb/law_53_56.law:512:1
fire('lead_was_due_from_winner_of_previous_trick', 6, 'lead_was_due'(V_w, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'trick_won'(V_previous, V_w), fact(F1),
    V_previous \== '@none',
    V_w \== '@none',
    R0 is V_t - 1, V_previous == R0.

% face_down_lead_of_offenders_partner_withdrawn: 54 (1997, 2007, 2017), kb/law_53_56.law:632:1
fire('face_down_lead_of_offenders_partner_withdrawn', 6, '@rectification'('54', 'withdraw_face_down_lead', [['trick', V_t], ['card_returned_to', 'hand']], 'must', V_f, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'play'(V_f, V_t, _, true, _), fact(F2),
    V_f \== '@none',
    V_t \== '@none',
    partner(V_o, R0), V_f == R0,
    F3 = 'face_down_lead'(V_f, V_t), fact(F3),
    V_f \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').

% declarer_spread_hand_becomes_dummy: 54A (1997, 2007, 2017), kb/law_53_56.law:695:1
fire('declarer_spread_hand_becomes_dummy', 6, 'lead_out_of_turn_choice_made'(V_o, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('spread_hand_and_become_dummy'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t == 1,
    F2 = 'role'(V_o, 'defender'), fact(F2),
    F3 = 'role'(V_d, 'declarer'), fact(F3).
fire('declarer_spread_hand_becomes_dummy', 6, '@rectification'('54A', 'exchange_declarer_and_dummy', [['new_declarer', R0], ['new_dummy', V_d]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('spread_hand_and_become_dummy'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t == 1,
    F2 = 'role'(V_o, 'defender'), fact(F2),
    F3 = 'role'(V_d, 'declarer'), fact(F3),
    partner(V_d, R0).

% declarer_began_to_spread_hand: 54A (1997, 2007, 2017), kb/law_53_56.law:708:1
fire('declarer_began_to_spread_hand', 6, '@rectification'('54A', 'spread_whole_hand_and_become_dummy', [['new_declarer', R0]], 'must', V_d, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'hand_spread'(V_d, V_t), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none'),
    partner(V_d, R0).
fire('declarer_began_to_spread_hand', 6, '@defeated'('declarer_may_spread_hand_after_opening_lead_out_of_turn', 'declarer_began_to_spread_hand', [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'hand_spread'(V_d, V_t), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').
fire('declarer_began_to_spread_hand', 6, '@defeated'('declarer_may_accept_opening_lead_out_of_turn', 'declarer_began_to_spread_hand', [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'hand_spread'(V_d, V_t), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').
fire('declarer_began_to_spread_hand', 6, '@defeated'('declarer_may_refuse_opening_lead_out_of_turn', 'declarer_began_to_spread_hand', [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'hand_spread'(V_d, V_t), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').

% declarer_accepted_opening_lead: 54B (1997, 2007, 2017), kb/law_53_56.law:722:1
fire('declarer_accepted_opening_lead', 6, 'lead_out_of_turn_choice_made'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('accept_opening_lead'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t == 1,
    F2 = 'role'(V_o, 'defender'), fact(F2).
fire('declarer_accepted_opening_lead', 6, 'lead_out_of_turn_accepted'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('accept_opening_lead'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t == 1,
    F2 = 'role'(V_o, 'defender'), fact(F2).

% declarer_refused_opening_lead: 54D (1997, 2007, 2017), kb/law_53_56.law:734:1
fire('declarer_refused_opening_lead', 6, 'lead_out_of_turn_choice_made'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('require_opening_lead_retracted'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t == 1,
    F2 = 'role'(V_o, 'defender'), fact(F2).
fire('declarer_refused_opening_lead', 6, 'lead_out_of_turn_refused'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('require_opening_lead_retracted'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t == 1,
    F2 = 'role'(V_o, 'defender'), fact(F2).

% declarer_could_have_seen_a_dummy_card: 54C (1997, 2007, 2017), kb/law_53_56.law:746:1
fire('declarer_could_have_seen_a_dummy_card', 6, 'lead_out_of_turn_accepted'(V_o, V_t), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'role'(V_m, 'dummy'), fact(F3),
    F4 = 'hand_spread'(V_m, V_t), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').
fire('declarer_could_have_seen_a_dummy_card', 6, '@rectification'('54C', 'accept_opening_lead', [['led_by', V_o]], 'must', V_d, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'role'(V_m, 'dummy'), fact(F3),
    F4 = 'hand_spread'(V_m, V_t), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').
fire('declarer_could_have_seen_a_dummy_card', 6, '@defeated'('declarer_may_spread_hand_after_opening_lead_out_of_turn', 'declarer_could_have_seen_a_dummy_card', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'role'(V_m, 'dummy'), fact(F3),
    F4 = 'hand_spread'(V_m, V_t), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').
fire('declarer_could_have_seen_a_dummy_card', 6, '@defeated'('declarer_may_accept_opening_lead_out_of_turn', 'declarer_could_have_seen_a_dummy_card', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'role'(V_m, 'dummy'), fact(F3),
    F4 = 'hand_spread'(V_m, V_t), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').
fire('declarer_could_have_seen_a_dummy_card', 6, '@defeated'('declarer_may_refuse_opening_lead_out_of_turn', 'declarer_could_have_seen_a_dummy_card', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'role'(V_m, 'dummy'), fact(F3),
    F4 = 'hand_spread'(V_m, V_t), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').

% declarer_accepted_defenders_lead: 53A (1997, 2007, 2017), kb/law_53_56.law:823:1
fire('declarer_accepted_defenders_lead', 6, 'lead_out_of_turn_choice_made'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('accept_defenders_lead'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t > 1,
    F2 = 'role'(V_o, 'defender'), fact(F2).
fire('declarer_accepted_defenders_lead', 6, 'lead_out_of_turn_accepted'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('accept_defenders_lead'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t > 1,
    F2 = 'role'(V_o, 'defender'), fact(F2).

% declarer_refused_defenders_lead: 56 (1997, 2007, 2017), kb/law_53_56.law:835:1
fire('declarer_refused_defenders_lead', 6, 'lead_out_of_turn_choice_made'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('require_defenders_lead_retracted'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t > 1,
    F2 = 'role'(V_o, 'defender'), fact(F2).
fire('declarer_refused_defenders_lead', 6, 'lead_out_of_turn_refused'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('require_defenders_lead_retracted'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    V_t > 1,
    F2 = 'role'(V_o, 'defender'), fact(F2).

% defender_accepted_declarers_lead: 55A (1997, 2007, 2017), kb/law_53_56.law:879:1
fire('defender_accepted_declarers_lead', 6, 'lead_out_of_turn_choice_made'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('accept_declarers_lead'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    side(V_o, R0), side(V_d, R1), R0 == R1.
fire('defender_accepted_declarers_lead', 6, 'lead_out_of_turn_accepted'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('accept_declarers_lead'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    side(V_o, R0), side(V_d, R1), R0 == R1.

% defender_refused_declarers_lead: 55A (1997, 2007, 2017), kb/law_53_56.law:891:1
fire('defender_refused_declarers_lead', 6, 'lead_out_of_turn_choice_made'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('require_declarers_lead_retracted'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    side(V_o, R0), side(V_d, R1), R0 == R1.
fire('defender_refused_declarers_lead', 6, 'lead_out_of_turn_refused'(V_o, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('require_declarers_lead_retracted'), fact(F0),
    F1 = 'lead_out_of_turn'(V_o, V_t), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    side(V_o, R0), side(V_d, R1), R0 == R1.

% declarer_may_have_gained_information_from_lead_out_of_turn: 55C (1997, 2007, 2017), kb/law_53_56.law:927:1
fire('declarer_may_have_gained_information_from_lead_out_of_turn', 6, '@rectification'('55C', 'adjusted_score_if_play_based_on_information_from_infraction', [['trick', V_t]], 'may', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1.

% corrected_defender_card_becomes_major_penalty_card_2017: 62B1 (2017), kb/law_62.law:418:1
fire('corrected_defender_card_becomes_major_penalty_card_2017', 6, '@rectification'('62B1', 'withdrawn_card_becomes_penalty_card', [['trick', V_t], ['severity', 'major'], ['see', 'law_50']], 'must', V_offender, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, 'defender'), fact(F1),
    F2 = 'play'(V_offender, V_t, _, _, false), fact(F2),
    V_offender \== '@none',
    V_t \== '@none'.
fire('corrected_defender_card_becomes_major_penalty_card_2017', 6, 'penalty_card'(V_offender, V_t, '@none', '@none', 'major'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, 'defender'), fact(F1),
    F2 = 'play'(V_offender, V_t, _, _, false), fact(F2),
    V_offender \== '@none',
    V_t \== '@none'.

% corrected_declarer_card_restored_2017: 62B2 (2017), kb/law_62.law:429:1
fire('corrected_declarer_card_restored_2017', 6, '@rectification'('62B2', 'withdraw_card_without_rectification', [['trick', V_t]], 'may', V_offender, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, V_role), fact(F1),
    memberchk(V_role, ['declarer', 'dummy']).

% corrected_faced_defender_card_restored_2017: 62B2 (2017), kb/law_62.law:439:1
fire('corrected_faced_defender_card_restored_2017', 6, '@rectification'('62B2', 'withdraw_card_without_rectification', [['trick', V_t]], 'may', V_offender, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'role'(V_offender, 'defender'), fact(F1),
    F2 = 'play'(V_offender, V_t, _, _, true), fact(F2),
    V_offender \== '@none',
    V_t \== '@none'.

% non_offender_may_withdraw_later_card_2017: 62C1 (2017), kb/law_62.law:449:1
fire('non_offender_may_withdraw_later_card_2017', 6, '@rectification'('62C1', 'withdraw_card_without_rectification', [['trick', V_t]], 'may', V_player, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'play'(V_leader, V_t, _, true, _), fact(F1),
    V_leader \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_player, V_t, _, _, _), fact(F2),
    V_player \== '@none',
    V_t \== '@none',
    side(V_player, R0), side(V_offender, R1), R0 \== R1,
    turn(V_player, V_leader, R2), turn(V_offender, V_leader, R3), R2 > R3,
    \+ fact('@defeated'('non_offender_may_withdraw_later_card_2017', _, [V_offender, V_t])).

% non_offender_may_withdraw_later_card_2017@overruled: 62C1 (2017), kb/law_62.law:449:1
fire('non_offender_may_withdraw_later_card_2017@overruled', 6, '@overruled'('non_offender_may_withdraw_later_card_2017', V___defeater, [V_offender, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'play'(V_leader, V_t, _, true, _), fact(F1),
    V_leader \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_player, V_t, _, _, _), fact(F2),
    V_player \== '@none',
    V_t \== '@none',
    side(V_player, R0), side(V_offender, R1), R0 \== R1,
    turn(V_player, V_leader, R2), turn(V_offender, V_leader, R3), R2 > R3,
    F3 = '@defeated'('non_offender_may_withdraw_later_card_2017', V___defeater, [V_offender, V_t]), fact(F3).

% non_offender_may_withdraw_card_of_later_trick_2017: 62C1 (2017), kb/law_62.law:461:1
fire('non_offender_may_withdraw_card_of_later_trick_2017', 6, '@rectification'('62C1', 'withdraw_card_without_rectification', [['trick', V_later]], 'may', V_player, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'play'(V_player, V_later, _, _, _), fact(F1),
    V_player \== '@none',
    V_later \== '@none',
    V_later > V_t,
    side(V_player, R0), side(V_offender, R1), R0 \== R1,
    \+ fact('@defeated'('non_offender_may_withdraw_card_of_later_trick_2017', _, [V_offender, V_t])).

% non_offender_may_withdraw_card_of_later_trick_2017@overruled: 62C1 (2017), kb/law_62.law:461:1
fire('non_offender_may_withdraw_card_of_later_trick_2017@overruled', 6, '@overruled'('non_offender_may_withdraw_card_of_later_trick_2017', V___defeater, [V_offender, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'play'(V_player, V_later, _, _, _), fact(F1),
    V_player \== '@none',
    V_later \== '@none',
    V_later > V_t,
    side(V_player, R0), side(V_offender, R1), R0 \== R1,
    F2 = '@defeated'('non_offender_may_withdraw_card_of_later_trick_2017', V___defeater, [V_offender, V_t]), fact(F2).

% offender_partner_may_withdraw_defender_2017: 62C2 (2017), kb/law_62.law:472:1
fire('offender_partner_may_withdraw_defender_2017', 6, '@rectification'('62C2', 'withdraw_card', [['trick', V_t], ['if', 'a_non_offender_withdrew_his_card'], ['becomes', 'penalty_card']], 'may', V_partner, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'play'(V_leader, V_t, _, true, _), fact(F1),
    V_leader \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_partner, V_t, _, _, _), fact(F2),
    V_partner \== '@none',
    V_t \== '@none',
    partner(V_offender, R0), V_partner == R0,
    turn(V_partner, V_leader, R1), turn(V_offender, V_leader, R2), R1 > R2,
    F3 = 'role'(V_partner, 'defender'), fact(F3).

% offender_partner_may_withdraw_declarer_2017: 62C2 (2017), kb/law_62.law:485:1
fire('offender_partner_may_withdraw_declarer_2017', 6, '@rectification'('62C2', 'withdraw_card_without_rectification', [['trick', V_t], ['if', 'a_non_offender_withdrew_his_card']], 'may', V_partner, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'revoke_to_be_corrected'(V_offender, V_t), fact(F0),
    F1 = 'play'(V_leader, V_t, _, true, _), fact(F1),
    V_leader \== '@none',
    V_t \== '@none',
    F2 = 'play'(V_partner, V_t, _, _, _), fact(F2),
    V_partner \== '@none',
    V_t \== '@none',
    partner(V_offender, R0), V_partner == R0,
    turn(V_partner, V_leader, R1), turn(V_offender, V_leader, R2), R1 > R2,
    F3 = 'role'(V_partner, V_role), fact(F3),
    memberchk(V_role, ['declarer', 'dummy']).

% offending_side_won_nothing: 64B1 (1997, 2007, 2017), kb/law_64.law:357:1
fire('offending_side_won_nothing', 6, '@rectification'('64B1', 'no_trick_transfer', [['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'deal'(true), fact(F1),
    \+ (fact('offending_side_won_from'(V_offender, V_t))).
fire('offending_side_won_nothing', 6, '@defeated'('revoke_trick_transferred', 'offending_side_won_nothing', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'deal'(true), fact(F1),
    \+ (fact('offending_side_won_from'(V_offender, V_t))).
fire('offending_side_won_nothing', 6, '@defeated'('later_trick_transferred', 'offending_side_won_nothing', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'deal'(true), fact(F1),
    \+ (fact('offending_side_won_from'(V_offender, V_t))).
fire('offending_side_won_nothing', 6, '@defeated'('one_trick_transferred', 'offending_side_won_nothing', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'deal'(true), fact(F1),
    \+ (fact('offending_side_won_from'(V_offender, V_t))).
fire('offending_side_won_nothing', 6, '@defeated'('extra_trick_transferred_1997', 'offending_side_won_nothing', [V_offender, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'deal'(true), fact(F1),
    \+ (fact('offending_side_won_from'(V_offender, V_t))).

% lho_may_accept_call_out_of_rotation: 29A, 29B (1997, 2007, 2017), kb/law_29_32.law:504:1
fire('lho_may_accept_call_out_of_rotation', 7, '@rectification'('29A', 'accept_call_out_of_rotation', [['call_out_of_rotation', V_o]], 'may', R0, 'call_out_of_rotation_acceptance'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))),
    \+ (fact('out_of_rotation_call_cancelled'(V_p, V_o, _))),
    \+ (fact('inadmissible_double_or_redouble'(_, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('call_followed'(V_o))),
    \+ fact('@defeated'('lho_may_accept_call_out_of_rotation', _, [V_p, V_o])),
    lho(V_p, R0).
fire('lho_may_accept_call_out_of_rotation', 7, '@rectification'('29B', 'cancel_call_out_of_rotation', [['call_out_of_rotation', V_o]], 'may', R1, 'call_out_of_rotation_acceptance'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))),
    \+ (fact('out_of_rotation_call_cancelled'(V_p, V_o, _))),
    \+ (fact('inadmissible_double_or_redouble'(_, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('call_followed'(V_o))),
    \+ fact('@defeated'('lho_may_accept_call_out_of_rotation', _, [V_p, V_o])),
    lho(V_p, R1).

% lho_may_accept_call_out_of_rotation@overruled: 29A, 29B (1997, 2007, 2017), kb/law_29_32.law:504:1
fire('lho_may_accept_call_out_of_rotation@overruled', 7, '@overruled'('lho_may_accept_call_out_of_rotation', V___defeater, [V_p, V_o]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call'(V_p, V_o, _), fact(F0),
    F1 = '@defeated'('lho_may_accept_call_out_of_rotation', V___defeater, [V_p, V_o]), fact(F1),
    \+ (fact('out_of_rotation_call_accepted'(V_p, V_o))),
    \+ (fact('out_of_rotation_call_cancelled'(V_p, V_o, _))),
    \+ (fact('inadmissible_double_or_redouble'(_, V_o))),
    \+ (fact('call_taken_back'(V_o, _)), V_o \== '@none'),
    \+ (fact('call_followed'(V_o))).

% bid_out_of_rotation_at_rho_turn_rho_passes: 31A1 (1997, 2007, 2017), kb/law_29_32.law:608:1
fire('bid_out_of_rotation_at_rho_turn_rho_passes', 7, '@rectification'('31A1', 'repeat_call_out_of_rotation', [['call_out_of_rotation', V_o], ['rho_passed', V_n]], 'must', V_p, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, 'pass', _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none'.

% bid_out_of_rotation_at_rho_turn_rho_to_call: 31A1, 31A2 (1997, 2007, 2017), kb/law_29_32.law:620:1
fire('bid_out_of_rotation_at_rho_turn_rho_to_call', 7, '@rectification'('31A1', 'repeat_call_if_rho_passes', [['call_out_of_rotation', V_o]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('auction_resumed'(V_o, _))).
fire('bid_out_of_rotation_at_rho_turn_rho_to_call', 7, '@rectification'('31A2', 'any_legal_call_if_rho_bids_doubles_or_redoubles', [['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    \+ (fact('auction_resumed'(V_o, _))).

% rho_called_over_cancelled_bid: 31A2, 31A2a, 31A2b (1997, 2007), kb/law_29_32.law:632:1
fire('rho_called_over_cancelled_bid', 7, '@rectification'('31A2a', 'repeat_the_denomination', [['call_out_of_rotation', V_o]], 'may', V_p, 'call_after_bid_out_of_rotation'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_k, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_k \== '@none',
    V_k \== 'pass',
    \+ (fact('call_followed'(V_n))).
fire('rho_called_over_cancelled_bid', 7, '@rectification'('31A2b', 'call_another_denomination_or_pass', [['call_out_of_rotation', V_o]], 'may', V_p, 'call_after_bid_out_of_rotation'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_k, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_k \== '@none',
    V_k \== 'pass',
    \+ (fact('call_followed'(V_n))).

% offender_repeated_the_denomination: 31A2a (1997, 2007), kb/law_29_32.law:647:1
fire('offender_repeated_the_denomination', 7, 'denomination_repeated'(V_o), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, V_strain), fact(F1),
    V_o \== '@none',
    V_strain \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_k, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_k \== '@none',
    V_k \== 'pass',
    F4 = 'call'(V_p, V_m, 'bid', _, V_strain), fact(F4),
    V_p \== '@none',
    V_m \== '@none',
    V_strain \== '@none',
    R1 is V_n + 1, V_m == R1.
fire('offender_repeated_the_denomination', 7, '@rectification'('31A2a', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R2, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, V_strain), fact(F1),
    V_o \== '@none',
    V_strain \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_k, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_k \== '@none',
    V_k \== 'pass',
    F4 = 'call'(V_p, V_m, 'bid', _, V_strain), fact(F4),
    V_p \== '@none',
    V_m \== '@none',
    V_strain \== '@none',
    R1 is V_n + 1, V_m == R1,
    partner(V_p, R2).

% double_out_of_rotation_at_rho_turn_rho_passes: 32B1 (1997, 2007), kb/law_29_32.law:751:1
fire('double_out_of_rotation_at_rho_turn_rho_passes', 7, '@rectification'('32B1', 'repeat_call_out_of_rotation', [['call_out_of_rotation', V_o], ['rho_passed', V_n]], 'must', V_p, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, 'pass', _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none'.

% double_out_of_rotation_at_rho_turn_rho_to_call: 32B1, 32B2 (1997, 2007), kb/law_29_32.law:764:1
fire('double_out_of_rotation_at_rho_turn_rho_to_call', 7, '@rectification'('32B1', 'repeat_call_if_rho_passes', [['call_out_of_rotation', V_o]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('auction_resumed'(V_o, _))).
fire('double_out_of_rotation_at_rho_turn_rho_to_call', 7, '@rectification'('32B2', 'partner_passes_throughout_if_rho_calls', [['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('auction_resumed'(V_o, _))),
    partner(V_p, R1).

% double_out_of_rotation_at_rho_turn_rho_calls: 32B2 (2007), kb/law_29_32.law:777:1
fire('double_out_of_rotation_at_rho_turn_rho_calls', 7, '@rectification'('32B2', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_rk, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_rk \== '@none',
    V_rk \== 'pass',
    partner(V_p, R1).
fire('double_out_of_rotation_at_rho_turn_rho_calls', 7, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_rk, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_rk \== '@none',
    V_rk \== 'pass'.

% double_out_of_rotation_at_rho_turn_rho_bids_1997: 32B2 (1997), kb/law_29_32.law:792:1
fire('double_out_of_rotation_at_rho_turn_rho_bids_1997', 7, '@rectification'('32B2', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, 'bid', _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    partner(V_p, R1).
fire('double_out_of_rotation_at_rho_turn_rho_bids_1997', 7, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, 'bid', _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none'.

% offender_had_called_again_before: 23A (2017), kb/law_29_32.law:1116:1
fire('offender_had_called_again_before', 7, 'offender_called_again_earlier'(V_o, V_m), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'offender_called_again'(V_o, V_m), fact(F0),
    F1 = 'offender_called_again'(V_o, V_k), fact(F1),
    V_k < V_m.

% rho_called_over_cancelled_bid_2017: 31A2 (2017), kb/law_29_32.law:1278:1
fire('rho_called_over_cancelled_bid_2017', 7, '@rectification'('31A2', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_k, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_k \== '@none',
    V_k \== 'pass'.
fire('rho_called_over_cancelled_bid_2017', 7, 'comparability_at_issue'(V_p, V_o), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_k, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_k \== '@none',
    V_k \== 'pass'.

% double_out_of_rotation_at_rho_turn_rho_passes_2017: 32A1 (2017), kb/law_29_32.law:1376:1
fire('double_out_of_rotation_at_rho_turn_rho_passes_2017', 7, '@rectification'('32A1', 'repeat_call_out_of_rotation', [['call_out_of_rotation', V_o], ['rho_passed', V_n]], 'must', V_p, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, 'pass', _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none'.

% double_out_of_rotation_at_rho_turn_rho_to_call_2017: 32A1, 32A2 (2017), kb/law_29_32.law:1389:1
fire('double_out_of_rotation_at_rho_turn_rho_to_call_2017', 7, '@rectification'('32A1', 'repeat_call_if_rho_passes', [['call_out_of_rotation', V_o]], 'must', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('auction_resumed'(V_o, _))).
fire('double_out_of_rotation_at_rho_turn_rho_to_call_2017', 7, '@rectification'('32A2', 'any_legal_call_if_rho_bids_doubles_or_redoubles', [['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    \+ (fact('auction_resumed'(V_o, _))).

% double_out_of_rotation_at_rho_turn_rho_calls_2017: 32A2 (2017), kb/law_29_32.law:1402:1
fire('double_out_of_rotation_at_rho_turn_rho_calls_2017', 7, '@rectification'('32A2', 'any_legal_call_at_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'may', V_p, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_rk, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_rk \== '@none',
    V_rk \== 'pass'.
fire('double_out_of_rotation_at_rho_turn_rho_calls_2017', 7, 'comparability_at_issue'(V_p, V_o), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, V_k, _, _), fact(F1),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_rk, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_rk \== '@none',
    V_rk \== 'pass'.

% partner_to_lead_after_refused_lead_out_of_turn: 50D2 (1997, 2007, 2017), kb/law_50.law:566:1
fire('partner_to_lead_after_refused_lead_out_of_turn', 7, 'penalty_card_lead_pending'(V_l, V_t), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'lead_was_due'(V_l, V_t), fact(F2),
    partner(V_o, R0), V_l == R0.

% refused_lead_made_from_correct_hand: 53A (1997, 2007, 2017), kb/law_53_56.law:543:1
fire('refused_lead_made_from_correct_hand', 7, '@rectification'('53A', 'require_lead_from_correct_hand', [['trick', V_t], ['correct_hand', V_p]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).

% proper_lead_after_lead_out_of_turn: 53C (1997, 2007), kb/law_53_56.law:569:1
fire('proper_lead_after_lead_out_of_turn', 7, 'proper_lead_after_irregular_lead'(V_o, V_t, V_p), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@rectification'('53C', 'proper_lead_stands', [['trick', V_t], ['led_by', V_p]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@defeated'('offending_side_played_before_rectification', 'proper_lead_after_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@defeated'('declarer_may_spread_hand_after_opening_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@defeated'('declarer_may_accept_opening_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@defeated'('declarer_may_refuse_opening_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@defeated'('declarer_may_accept_defenders_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@defeated'('declarer_may_refuse_defenders_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@defeated'('defenders_may_accept_declarers_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn', 7, '@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.

% face_down_lead_out_of_turn_returned_to_hand: 41A (1997, 2007, 2017), kb/law_53_56.law:646:1
fire('face_down_lead_out_of_turn_returned_to_hand', 7, '@rectification'('41A', 'withdraw_face_down_lead', [['trick', V_t], ['card_returned_to', 'hand']], 'must', V_o, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'face_down_lead'(V_o, V_t), fact(F2),
    V_o \== '@none',
    V_t \== '@none',
    F3 = 'lead_was_due'(V_p, V_t), fact(F3).
fire('face_down_lead_out_of_turn_returned_to_hand', 7, '@rectification'('41A', 'make_opening_lead', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'face_down_lead'(V_o, V_t), fact(F2),
    V_o \== '@none',
    V_t \== '@none',
    F3 = 'lead_was_due'(V_p, V_t), fact(F3).

% retracted_defender_lead_becomes_major_penalty_card: 56 (1997, 2007, 2017), kb/law_53_56.law:847:1
fire('retracted_defender_lead_becomes_major_penalty_card', 7, 'penalty_card'(V_o, V_t, '@none', '@none', 'major'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_o, 'defender'), fact(F1).
fire('retracted_defender_lead_becomes_major_penalty_card', 7, '@rectification'('56', 'retracted_lead_becomes_major_penalty_card', [['trick', V_t]], 'must', V_o, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_o, 'defender'), fact(F1).

% declarer_restores_lead_when_a_defender_was_to_lead: 55B1 (1997, 2007, 2017), kb/law_53_56.law:903:1
fire('declarer_restores_lead_when_a_defender_was_to_lead', 7, '@rectification'('55B1', 'restore_card_to_hand_without_rectification', [['trick', V_t], ['card_from', V_o]], 'must', V_d, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_p, V_t), fact(F2),
    side(V_p, R2), side(V_d, R3), R2 \== R3.

% declarer_retracts_lead_from_wrong_hand: 55B2 (1997, 2007, 2017), kb/law_53_56.law:915:1
fire('declarer_retracts_lead_from_wrong_hand', 7, '@rectification'('55B2', 'withdraw_card_and_lead_from_correct_hand', [['trick', V_t], ['card_from', V_o], ['correct_hand', V_p]], 'must', V_d, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_p, V_t), fact(F2),
    side(V_p, R2), side(V_d, R3), R2 == R3.

% proper_lead_after_lead_out_of_turn_2017: 53B (2017), kb/law_53_56.law:956:1
fire('proper_lead_after_lead_out_of_turn_2017', 7, 'proper_lead_after_irregular_lead'(V_o, V_t, V_p), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@rectification'('53B', 'proper_lead_stands', [['trick', V_t], ['led_by', V_p]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@defeated'('offending_side_played_before_rectification', 'proper_lead_after_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@defeated'('declarer_may_spread_hand_after_opening_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@defeated'('declarer_may_accept_opening_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@defeated'('declarer_may_refuse_opening_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@defeated'('declarer_may_accept_defenders_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@defeated'('declarer_may_refuse_defenders_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@defeated'('defenders_may_accept_declarers_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.
fire('proper_lead_after_lead_out_of_turn_2017', 7, '@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', 'proper_lead_after_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'lead_was_due'(V_p, V_t), fact(F1),
    side(V_p, R0), side(V_o, R1), R0 \== R1,
    F2 = 'play'(V_p, V_t, _, true, _), fact(F2),
    V_p \== '@none',
    V_t \== '@none'.

% lead_out_of_turn_at_trick_13_withdrawn: 53A (2017), kb/law_53_56.law:1008:1
fire('lead_out_of_turn_at_trick_13_withdrawn', 7, '@rectification'('53A', 'withdraw_lead_out_of_turn', [['trick', V_t], ['card_returned_to', 'hand']], 'must', V_o, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 13,
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).
fire('lead_out_of_turn_at_trick_13_withdrawn', 7, '@rectification'('53A', 'require_lead_from_correct_hand', [['trick', V_t], ['correct_hand', V_p]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 13,
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).
fire('lead_out_of_turn_at_trick_13_withdrawn', 7, '@defeated'('declarer_may_accept_defenders_lead_out_of_turn', 'lead_out_of_turn_at_trick_13_withdrawn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 13,
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).
fire('lead_out_of_turn_at_trick_13_withdrawn', 7, '@defeated'('declarer_may_refuse_defenders_lead_out_of_turn', 'lead_out_of_turn_at_trick_13_withdrawn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 13,
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).
fire('lead_out_of_turn_at_trick_13_withdrawn', 7, '@defeated'('defenders_may_accept_declarers_lead_out_of_turn', 'lead_out_of_turn_at_trick_13_withdrawn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 13,
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).
fire('lead_out_of_turn_at_trick_13_withdrawn', 7, '@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', 'lead_out_of_turn_at_trick_13_withdrawn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 13,
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).
fire('lead_out_of_turn_at_trick_13_withdrawn', 7, '@defeated'('lead_accepted_by_next_player_playing', 'lead_out_of_turn_at_trick_13_withdrawn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 13,
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).
fire('lead_out_of_turn_at_trick_13_withdrawn', 7, '@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', 'lead_out_of_turn_at_trick_13_withdrawn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 13,
    F1 = 'lead_was_due'(V_p, V_t), fact(F1).

% simultaneous_lead_deemed_after_proper_lead: 58A (1997, 2007, 2017), kb/law_57_60.law:709:1
fire('simultaneous_lead_deemed_after_proper_lead', 7, '@rectification'('58A', 'treat_card_as_played_after', [['card_of', V_b], ['after', V_a], ['trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play_order'(V_a, V_t, V_moment), fact(F0),
    V_a \== '@none',
    V_t \== '@none',
    V_moment \== '@none',
    F1 = 'play_order'(V_b, V_t, V_moment), fact(F1),
    V_b \== '@none',
    V_t \== '@none',
    V_moment \== '@none',
    V_a \== V_b,
    F2 = 'play'(V_a, V_t, _, true, _), fact(F2),
    V_a \== '@none',
    V_t \== '@none',
    F3 = 'play'(V_b, V_t, _, true, _), fact(F3),
    V_b \== '@none',
    V_t \== '@none',
    F4 = 'lead_was_due'(V_a, V_t), fact(F4).

% defender_played_before_declarer_led_from_correct_hand: 60B (1997), kb/law_57_60.law:822:1
fire('defender_played_before_declarer_led_from_correct_hand', 7, 'penalty_card'(V_p, V_t, '@none', '@none', '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand', 7, '@rectification'('60B', 'defenders_card_becomes_penalty_card', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand', 7, '@defeated'('lead_accepted_by_next_player_playing', 'defender_played_before_declarer_led_from_correct_hand', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand', 7, '@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn', 'defender_played_before_declarer_led_from_correct_hand', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand', 7, '@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn_2017', 'defender_played_before_declarer_led_from_correct_hand', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand', 7, '@defeated'('defender_played_before_partner_who_had_not_played', 'defender_played_before_declarer_led_from_correct_hand', [V_p, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand', 7, '@defeated'('defender_played_before_partner_who_played_later', 'defender_played_before_declarer_led_from_correct_hand', [V_p, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').

% defender_played_before_declarer_led_from_correct_hand_major: 60B (2007, 2017), kb/law_57_60.law:852:1
fire('defender_played_before_declarer_led_from_correct_hand_major', 7, 'penalty_card'(V_p, V_t, '@none', '@none', 'major'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand_major', 7, '@rectification'('60B', 'defenders_card_becomes_major_penalty_card', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand_major', 7, '@defeated'('lead_accepted_by_next_player_playing', 'defender_played_before_declarer_led_from_correct_hand_major', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand_major', 7, '@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn', 'defender_played_before_declarer_led_from_correct_hand_major', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand_major', 7, '@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn_2017', 'defender_played_before_declarer_led_from_correct_hand_major', [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand_major', 7, '@defeated'('defender_played_before_partner_who_had_not_played', 'defender_played_before_declarer_led_from_correct_hand_major', [V_p, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').
fire('defender_played_before_declarer_led_from_correct_hand_major', 7, '@defeated'('defender_played_before_partner_who_played_later', 'defender_played_before_declarer_led_from_correct_hand_major', [V_p, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'lead_out_of_turn_refused'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'lead_was_due'(V_w, V_t), fact(F2),
    side(V_w, R2), side(V_d, R3), R2 == R3,
    F3 = 'play'(V_p, V_t, _, false, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    F4 = 'role'(V_p, 'defender'), fact(F4),
    \+ (fact('play'(V_w, V_t, _, true, _)), V_w \== '@none', V_t \== '@none').

% revoke_trick_transferred: 64A1 (1997, 2007, 2017), kb/law_64.law:314:1
fire('revoke_trick_transferred', 7, '@rectification'('64A1', 'transfer_trick', [['to', R0], ['trick', 'revoke_trick'], ['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'trick_won'(V_t, V_offender), fact(F1),
    V_t \== '@none',
    V_offender \== '@none',
    F2 = 'deal'(true), fact(F2),
    \+ fact('@defeated'('revoke_trick_transferred', _, [V_offender, V_t])),
    opponents(V_offender, R0).

% revoke_trick_transferred@overruled: 64A1 (1997, 2007, 2017), kb/law_64.law:314:1
fire('revoke_trick_transferred@overruled', 7, '@overruled'('revoke_trick_transferred', V___defeater, [V_offender, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'trick_won'(V_t, V_offender), fact(F1),
    V_t \== '@none',
    V_offender \== '@none',
    F2 = 'deal'(true), fact(F2),
    F3 = '@defeated'('revoke_trick_transferred', V___defeater, [V_offender, V_t]), fact(F3).

% later_trick_transferred: 64A1 (1997, 2007, 2017), kb/law_64.law:324:1
fire('later_trick_transferred', 7, '@rectification'('64A1', 'transfer_trick', [['to', R0], ['trick', 'one_later_trick'], ['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'trick_won'(V_t, V_offender), fact(F1),
    V_t \== '@none',
    V_offender \== '@none',
    F2 = 'offending_side_won_later'(V_offender, V_t), fact(F2),
    F3 = 'deal'(true), fact(F3),
    \+ fact('@defeated'('later_trick_transferred', _, [V_offender, V_t])),
    opponents(V_offender, R0).

% later_trick_transferred@overruled: 64A1 (1997, 2007, 2017), kb/law_64.law:324:1
fire('later_trick_transferred@overruled', 7, '@overruled'('later_trick_transferred', V___defeater, [V_offender, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'trick_won'(V_t, V_offender), fact(F1),
    V_t \== '@none',
    V_offender \== '@none',
    F2 = 'offending_side_won_later'(V_offender, V_t), fact(F2),
    F3 = 'deal'(true), fact(F3),
    F4 = '@defeated'('later_trick_transferred', V___defeater, [V_offender, V_t]), fact(F4).

% one_trick_transferred: 64A2 (1997, 2007, 2017), kb/law_64.law:335:1
fire('one_trick_transferred', 7, '@rectification'('64A2', 'transfer_trick', [['to', R0], ['trick', 'one_trick'], ['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'offending_side_won_from'(V_offender, V_t), fact(F1),
    F2 = 'deal'(true), fact(F2),
    \+ (fact('trick_won'(V_t, V_offender)), V_t \== '@none', V_offender \== '@none'),
    \+ fact('@defeated'('one_trick_transferred', _, [V_offender, V_t])),
    opponents(V_offender, R0).

% one_trick_transferred@overruled: 64A2 (1997, 2007, 2017), kb/law_64.law:335:1
fire('one_trick_transferred@overruled', 7, '@overruled'('one_trick_transferred', V___defeater, [V_offender, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'offending_side_won_from'(V_offender, V_t), fact(F1),
    F2 = 'deal'(true), fact(F2),
    F3 = '@defeated'('one_trick_transferred', V___defeater, [V_offender, V_t]), fact(F3),
    \+ (fact('trick_won'(V_t, V_offender)), V_t \== '@none', V_offender \== '@none').

% extra_trick_transferred_1997: 64A2 (1997), kb/law_64.law:346:1
fire('extra_trick_transferred_1997', 7, '@rectification'('64A2', 'transfer_trick', [['to', R0], ['trick', 'extra_trick'], ['revoke_trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'offender_won_with_revoke_suit'(V_offender, V_t), fact(F1),
    F2 = 'deal'(true), fact(F2),
    \+ (fact('trick_won'(V_t, V_offender)), V_t \== '@none', V_offender \== '@none'),
    \+ fact('@defeated'('extra_trick_transferred_1997', _, [V_offender, V_t])),
    opponents(V_offender, R0).

% extra_trick_transferred_1997@overruled: 64A2 (1997), kb/law_64.law:346:1
fire('extra_trick_transferred_1997@overruled', 7, '@overruled'('extra_trick_transferred_1997', V___defeater, [V_offender, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'revoke_established'(V_offender, V_t), fact(F0),
    F1 = 'offender_won_with_revoke_suit'(V_offender, V_t), fact(F1),
    F2 = 'deal'(true), fact(F2),
    F3 = '@defeated'('extra_trick_transferred_1997', V___defeater, [V_offender, V_t]), fact(F3),
    \+ (fact('trick_won'(V_t, V_offender)), V_t \== '@none', V_offender \== '@none').

% offender_did_not_repeat_the_denomination: 31A2b (1997, 2007), kb/law_29_32.law:674:1
fire('offender_did_not_repeat_the_denomination', 8, '@rectification'('31A2b', 'pass_whenever_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R2, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_k, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_k \== '@none',
    V_k \== 'pass',
    F4 = 'call'(V_p, V_m, _, _, _), fact(F4),
    V_p \== '@none',
    V_m \== '@none',
    R1 is V_n + 1, V_m == R1,
    \+ (fact('denomination_repeated'(V_o))),
    partner(V_p, R2).
fire('offender_did_not_repeat_the_denomination', 8, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F0),
    rho(V_p, R0), V_s == R0,
    F1 = 'call'(_, V_o, 'bid', _, _), fact(F1),
    V_o \== '@none',
    F2 = 'auction_resumed'(V_o, V_n), fact(F2),
    F3 = 'call'(V_s, V_n, V_k, _, _), fact(F3),
    V_s \== '@none',
    V_n \== '@none',
    V_k \== '@none',
    V_k \== 'pass',
    F4 = 'call'(V_p, V_m, _, _, _), fact(F4),
    V_p \== '@none',
    V_m \== '@none',
    R1 is V_n + 1, V_m == R1,
    \+ (fact('denomination_repeated'(V_o))).

% first_call_after_cancelled_call_replaces_it: 23A (2017), kb/law_29_32.law:1126:1
fire('first_call_after_cancelled_call_replaces_it', 8, 'replacing_call'(V_o, V_m), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'offender_called_again'(V_o, V_m), fact(F0),
    \+ (fact('offender_called_again_earlier'(V_o, V_m))).

% offender_yet_to_replace_cancelled_call: 23A (2017), kb/law_29_32.law:1179:1
fire('offender_yet_to_replace_cancelled_call', 8, '@rectification'('23A', 'make_comparable_call', [['call_out_of_rotation', V_o]], 'may', V_p, 'call_replacing_call_out_of_rotation'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'comparability_at_issue'(V_p, V_o), fact(F0),
    \+ (fact('offender_called_again'(V_o, _))).
fire('offender_yet_to_replace_cancelled_call', 8, '@rectification'('23A', 'make_call_not_comparable', [['call_out_of_rotation', V_o]], 'may', V_p, 'call_replacing_call_out_of_rotation'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'comparability_at_issue'(V_p, V_o), fact(F0),
    \+ (fact('offender_called_again'(V_o, _))).

% offender_chooses_comparable_call: 23A (2017), kb/law_29_32.law:1189:1
fire('offender_chooses_comparable_call', 8, 'replacing_call_judged'(V_p, V_o, true), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'chosen'('make_comparable_call'), fact(F0),
    F1 = 'comparability_at_issue'(V_p, V_o), fact(F1),
    \+ (fact('offender_called_again'(V_o, _))).

% offender_chooses_call_not_comparable: 23A (2017), kb/law_29_32.law:1199:1
fire('offender_chooses_call_not_comparable', 8, 'replacing_call_judged'(V_p, V_o, false), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'chosen'('make_call_not_comparable'), fact(F0),
    F1 = 'comparability_at_issue'(V_p, V_o), fact(F1),
    \+ (fact('offender_called_again'(V_o, _))).

% lead_accepted_by_next_player_playing: 53A (1997, 2007, 2017), kb/law_53_56.law:524:1
fire('lead_accepted_by_next_player_playing', 8, 'lead_out_of_turn_accepted'(V_o, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    \+ fact('@defeated'('lead_accepted_by_next_player_playing', _, [V_o, V_t])).
fire('lead_accepted_by_next_player_playing', 8, '@defeated'('declarer_may_spread_hand_after_opening_lead_out_of_turn', 'lead_accepted_by_next_player_playing', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    \+ fact('@defeated'('lead_accepted_by_next_player_playing', _, [V_o, V_t])).
fire('lead_accepted_by_next_player_playing', 8, '@defeated'('declarer_may_accept_opening_lead_out_of_turn', 'lead_accepted_by_next_player_playing', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    \+ fact('@defeated'('lead_accepted_by_next_player_playing', _, [V_o, V_t])).
fire('lead_accepted_by_next_player_playing', 8, '@defeated'('declarer_may_refuse_opening_lead_out_of_turn', 'lead_accepted_by_next_player_playing', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    \+ fact('@defeated'('lead_accepted_by_next_player_playing', _, [V_o, V_t])).
fire('lead_accepted_by_next_player_playing', 8, '@defeated'('declarer_may_accept_defenders_lead_out_of_turn', 'lead_accepted_by_next_player_playing', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    \+ fact('@defeated'('lead_accepted_by_next_player_playing', _, [V_o, V_t])).
fire('lead_accepted_by_next_player_playing', 8, '@defeated'('declarer_may_refuse_defenders_lead_out_of_turn', 'lead_accepted_by_next_player_playing', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    \+ fact('@defeated'('lead_accepted_by_next_player_playing', _, [V_o, V_t])).
fire('lead_accepted_by_next_player_playing', 8, '@defeated'('defenders_may_accept_declarers_lead_out_of_turn', 'lead_accepted_by_next_player_playing', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    \+ fact('@defeated'('lead_accepted_by_next_player_playing', _, [V_o, V_t])).
fire('lead_accepted_by_next_player_playing', 8, '@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', 'lead_accepted_by_next_player_playing', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    \+ fact('@defeated'('lead_accepted_by_next_player_playing', _, [V_o, V_t])).

% lead_accepted_by_next_player_playing@overruled: 53A (1997, 2007, 2017), kb/law_53_56.law:524:1
fire('lead_accepted_by_next_player_playing@overruled', 8, '@overruled'('lead_accepted_by_next_player_playing', V___defeater, [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_next, V_t, _, false, _), fact(F1),
    V_next \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_next == R0,
    F2 = '@defeated'('lead_accepted_by_next_player_playing', V___defeater, [V_o, V_t]), fact(F2).

% wrong_defender_played_to_declarers_lead_out_of_turn: 53B (1997, 2007), kb/law_53_56.law:552:1
fire('wrong_defender_played_to_declarers_lead_out_of_turn', 8, 'lead_out_of_turn_accepted'(V_o, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn', _, [V_o, V_t])).
fire('wrong_defender_played_to_declarers_lead_out_of_turn', 8, 'premature_defender_play'(V_x, V_t, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn', _, [V_o, V_t])).
fire('wrong_defender_played_to_declarers_lead_out_of_turn', 8, '@defeated'('defenders_may_accept_declarers_lead_out_of_turn', 'wrong_defender_played_to_declarers_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn', _, [V_o, V_t])).
fire('wrong_defender_played_to_declarers_lead_out_of_turn', 8, '@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', 'wrong_defender_played_to_declarers_lead_out_of_turn', [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn', _, [V_o, V_t])).

% wrong_defender_played_to_declarers_lead_out_of_turn@overruled: 53B (1997, 2007), kb/law_53_56.law:552:1
fire('wrong_defender_played_to_declarers_lead_out_of_turn@overruled', 8, '@overruled'('wrong_defender_played_to_declarers_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    F4 = '@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F4),
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none').

% irregular_lead_was_played_in_error: 53C (1997, 2007), kb/law_53_56.law:583:1
fire('irregular_lead_was_played_in_error', 8, 'card_played_in_error'(V_o, V_t), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'proper_lead_after_irregular_lead'(V_o, V_t, _), fact(F0).

% card_played_to_irregular_lead_was_played_in_error: 53C (1997, 2007), kb/law_53_56.law:591:1
fire('card_played_to_irregular_lead_was_played_in_error', 8, 'card_played_in_error'(V_x, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'proper_lead_after_irregular_lead'(V_o, V_t, V_p), fact(F0),
    F1 = 'play'(V_x, V_t, _, false, _), fact(F1),
    V_x \== '@none',
    V_t \== '@none',
    F2 = 'play_order'(V_x, V_t, V_early), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    V_early \== '@none',
    F3 = 'play_order'(V_p, V_t, V_proper), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    V_proper \== '@none',
    V_early < V_proper.

% wrong_defender_played_to_declarers_lead_out_of_turn_2017: 53C (2017), kb/law_53_56.law:939:1
fire('wrong_defender_played_to_declarers_lead_out_of_turn_2017', 8, 'lead_out_of_turn_accepted'(V_o, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn_2017', _, [V_o, V_t])).
fire('wrong_defender_played_to_declarers_lead_out_of_turn_2017', 8, 'premature_defender_play'(V_x, V_t, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn_2017', _, [V_o, V_t])).
fire('wrong_defender_played_to_declarers_lead_out_of_turn_2017', 8, '@defeated'('defenders_may_accept_declarers_lead_out_of_turn', 'wrong_defender_played_to_declarers_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn_2017', _, [V_o, V_t])).
fire('wrong_defender_played_to_declarers_lead_out_of_turn_2017', 8, '@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', 'wrong_defender_played_to_declarers_lead_out_of_turn_2017', [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn_2017', _, [V_o, V_t])).

% wrong_defender_played_to_declarers_lead_out_of_turn_2017@overruled: 53C (2017), kb/law_53_56.law:939:1
fire('wrong_defender_played_to_declarers_lead_out_of_turn_2017@overruled', 8, '@overruled'('wrong_defender_played_to_declarers_lead_out_of_turn_2017', V___defeater, [V_o, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = 'play'(V_x, V_t, _, false, _), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    rho(V_o, R2), V_x == R2,
    F3 = 'role'(V_n, 'defender'), fact(F3),
    lho(V_o, R3), V_n == R3,
    F4 = '@defeated'('wrong_defender_played_to_declarers_lead_out_of_turn_2017', V___defeater, [V_o, V_t]), fact(F4),
    \+ (fact('play'(V_n, V_t, _, _, _)), V_n \== '@none', V_t \== '@none').

% irregular_lead_was_played_in_error_2017: 53B (2017), kb/law_53_56.law:970:1
fire('irregular_lead_was_played_in_error_2017', 8, 'card_played_in_error'(V_o, V_t), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'proper_lead_after_irregular_lead'(V_o, V_t, _), fact(F0).

% card_played_to_irregular_lead_was_played_in_error_2017: 53B (2017), kb/law_53_56.law:978:1
fire('card_played_to_irregular_lead_was_played_in_error_2017', 8, 'card_played_in_error'(V_x, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'proper_lead_after_irregular_lead'(V_o, V_t, V_p), fact(F0),
    F1 = 'play'(V_x, V_t, _, false, _), fact(F1),
    V_x \== '@none',
    V_t \== '@none',
    F2 = 'play_order'(V_x, V_t, V_early), fact(F2),
    V_x \== '@none',
    V_t \== '@none',
    V_early \== '@none',
    F3 = 'play_order'(V_p, V_t, V_proper), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    V_proper \== '@none',
    V_early < V_proper.

% defender_played_before_partner_who_had_not_played: 57A (1997, 2007, 2017), kb/law_57_60.law:534:1
fire('defender_played_before_partner_who_had_not_played', 8, 'premature_defender_play'(V_p, V_t, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(V_p, V_t, _, false, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'play'(V_l, V_t, _, true, _), fact(F2),
    V_l \== '@none',
    V_t \== '@none',
    F3 = 'role'(V_q, 'defender'), fact(F3),
    partner(V_p, R0), V_q == R0,
    turn(V_q, V_l, R1), turn(V_p, V_l, R2), R1 < R2,
    \+ (fact('play'(V_q, V_t, _, _, _)), V_q \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('defender_played_before_partner_who_had_not_played', _, [V_p, V_t])).

% defender_played_before_partner_who_had_not_played@overruled: 57A (1997, 2007, 2017), kb/law_57_60.law:534:1
fire('defender_played_before_partner_who_had_not_played@overruled', 8, '@overruled'('defender_played_before_partner_who_had_not_played', V___defeater, [V_p, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(V_p, V_t, _, false, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'play'(V_l, V_t, _, true, _), fact(F2),
    V_l \== '@none',
    V_t \== '@none',
    F3 = 'role'(V_q, 'defender'), fact(F3),
    partner(V_p, R0), V_q == R0,
    turn(V_q, V_l, R1), turn(V_p, V_l, R2), R1 < R2,
    F4 = '@defeated'('defender_played_before_partner_who_had_not_played', V___defeater, [V_p, V_t]), fact(F4),
    \+ (fact('play'(V_q, V_t, _, _, _)), V_q \== '@none', V_t \== '@none').

% defender_played_before_partner_who_played_later: 57A (1997, 2007, 2017), kb/law_57_60.law:548:1
fire('defender_played_before_partner_who_played_later', 8, 'premature_defender_play'(V_p, V_t, V_t), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(V_p, V_t, _, false, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'play'(V_l, V_t, _, true, _), fact(F2),
    V_l \== '@none',
    V_t \== '@none',
    F3 = 'play'(V_q, V_t, _, false, _), fact(F3),
    V_q \== '@none',
    V_t \== '@none',
    partner(V_p, R0), V_q == R0,
    turn(V_q, V_l, R1), turn(V_p, V_l, R2), R1 < R2,
    F4 = 'play_order'(V_p, V_t, V_early), fact(F4),
    V_p \== '@none',
    V_t \== '@none',
    V_early \== '@none',
    F5 = 'play_order'(V_q, V_t, V_late), fact(F5),
    V_q \== '@none',
    V_t \== '@none',
    V_late \== '@none',
    V_early < V_late,
    \+ fact('@defeated'('defender_played_before_partner_who_played_later', _, [V_p, V_t])).

% defender_played_before_partner_who_played_later@overruled: 57A (1997, 2007, 2017), kb/law_57_60.law:548:1
fire('defender_played_before_partner_who_played_later@overruled', 8, '@overruled'('defender_played_before_partner_who_played_later', V___defeater, [V_p, V_t]), [F0, F1, F2, F3, F4, F5, F6]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'play'(V_p, V_t, _, false, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'play'(V_l, V_t, _, true, _), fact(F2),
    V_l \== '@none',
    V_t \== '@none',
    F3 = 'play'(V_q, V_t, _, false, _), fact(F3),
    V_q \== '@none',
    V_t \== '@none',
    partner(V_p, R0), V_q == R0,
    turn(V_q, V_l, R1), turn(V_p, V_l, R2), R1 < R2,
    F4 = 'play_order'(V_p, V_t, V_early), fact(F4),
    V_p \== '@none',
    V_t \== '@none',
    V_early \== '@none',
    F5 = 'play_order'(V_q, V_t, V_late), fact(F5),
    V_q \== '@none',
    V_t \== '@none',
    V_late \== '@none',
    V_early < V_late,
    F6 = '@defeated'('defender_played_before_partner_who_played_later', V___defeater, [V_p, V_t]), fact(F6).

% right_forfeited_by_playing_to_lead_out_of_turn: 60A1 (1997, 2007, 2017), kb/law_57_60.law:780:1
fire('right_forfeited_by_playing_to_lead_out_of_turn', 8, 'rectification_right_forfeited'(V_o, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))),
    \+ fact('@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', _, [V_o, V_t])).
fire('right_forfeited_by_playing_to_lead_out_of_turn', 8, '@defeated'('declarer_may_spread_hand_after_opening_lead_out_of_turn', 'right_forfeited_by_playing_to_lead_out_of_turn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))),
    \+ fact('@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', _, [V_o, V_t])).
fire('right_forfeited_by_playing_to_lead_out_of_turn', 8, '@defeated'('declarer_may_accept_opening_lead_out_of_turn', 'right_forfeited_by_playing_to_lead_out_of_turn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))),
    \+ fact('@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', _, [V_o, V_t])).
fire('right_forfeited_by_playing_to_lead_out_of_turn', 8, '@defeated'('declarer_may_refuse_opening_lead_out_of_turn', 'right_forfeited_by_playing_to_lead_out_of_turn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))),
    \+ fact('@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', _, [V_o, V_t])).
fire('right_forfeited_by_playing_to_lead_out_of_turn', 8, '@defeated'('declarer_may_accept_defenders_lead_out_of_turn', 'right_forfeited_by_playing_to_lead_out_of_turn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))),
    \+ fact('@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', _, [V_o, V_t])).
fire('right_forfeited_by_playing_to_lead_out_of_turn', 8, '@defeated'('declarer_may_refuse_defenders_lead_out_of_turn', 'right_forfeited_by_playing_to_lead_out_of_turn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))),
    \+ fact('@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', _, [V_o, V_t])).
fire('right_forfeited_by_playing_to_lead_out_of_turn', 8, '@defeated'('defenders_may_accept_declarers_lead_out_of_turn', 'right_forfeited_by_playing_to_lead_out_of_turn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))),
    \+ fact('@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', _, [V_o, V_t])).
fire('right_forfeited_by_playing_to_lead_out_of_turn', 8, '@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', 'right_forfeited_by_playing_to_lead_out_of_turn', [V_o, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))),
    \+ fact('@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', _, [V_o, V_t])).

% right_forfeited_by_playing_to_lead_out_of_turn@overruled: 60A1 (1997, 2007, 2017), kb/law_57_60.law:780:1
fire('right_forfeited_by_playing_to_lead_out_of_turn@overruled', 8, '@overruled'('right_forfeited_by_playing_to_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_n, V_t, _, false, _), fact(F1),
    V_n \== '@none',
    V_t \== '@none',
    lho(V_o, R0), V_n == R0,
    F2 = '@defeated'('right_forfeited_by_playing_to_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F2),
    \+ (fact('lead_out_of_turn_choice_made'(V_o, V_t))).

% replacing_call_found_comparable_or_not: 23A (2017), kb/law_29_32.law:1135:1
fire('replacing_call_found_comparable_or_not', 9, 'replacing_call_judged'(V_p, V_o, V_c), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'comparability_at_issue'(V_p, V_o), fact(F0),
    F1 = 'replacing_call'(V_o, V_m), fact(F1),
    F2 = 'comparable_call'(V_m, V_c), fact(F2),
    V_m \== '@none',
    V_c \== '@none'.

% comparability_of_replacing_call_undecided: 23A (2017), kb/law_29_32.law:1145:1
fire('comparability_of_replacing_call_undecided', 9, '@rectification'('23A', 'decide_whether_replacing_call_is_comparable', [['call_out_of_rotation', V_o], ['replacing_call', V_m]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'comparability_at_issue'(V_p, V_o), fact(F0),
    F1 = 'replacing_call'(V_o, V_m), fact(F1),
    \+ (fact('comparable_call'(V_m, _)), V_m \== '@none').
fire('comparability_of_replacing_call_undecided', 9, '@rectification'('23A', 'find_replacing_call_comparable', [['call_out_of_rotation', V_o], ['replacing_call', V_m]], 'may', 'director', 'comparability_finding'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'comparability_at_issue'(V_p, V_o), fact(F0),
    F1 = 'replacing_call'(V_o, V_m), fact(F1),
    \+ (fact('comparable_call'(V_m, _)), V_m \== '@none').
fire('comparability_of_replacing_call_undecided', 9, '@rectification'('23A', 'find_replacing_call_not_comparable', [['call_out_of_rotation', V_o], ['replacing_call', V_m]], 'may', 'director', 'comparability_finding'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'comparability_at_issue'(V_p, V_o), fact(F0),
    F1 = 'replacing_call'(V_o, V_m), fact(F1),
    \+ (fact('comparable_call'(V_m, _)), V_m \== '@none').

% director_finds_replacing_call_comparable: 23A (2017), kb/law_29_32.law:1157:1
fire('director_finds_replacing_call_comparable', 9, 'replacing_call_judged'(V_p, V_o, true), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'chosen'('find_replacing_call_comparable'), fact(F0),
    F1 = 'comparability_at_issue'(V_p, V_o), fact(F1),
    F2 = 'replacing_call'(V_o, V_m), fact(F2),
    \+ (fact('comparable_call'(V_m, _)), V_m \== '@none').

% director_finds_replacing_call_not_comparable: 23A (2017), kb/law_29_32.law:1168:1
fire('director_finds_replacing_call_not_comparable', 9, 'replacing_call_judged'(V_p, V_o, false), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'chosen'('find_replacing_call_not_comparable'), fact(F0),
    F1 = 'comparability_at_issue'(V_p, V_o), fact(F1),
    F2 = 'replacing_call'(V_o, V_m), fact(F2),
    \+ (fact('comparable_call'(V_m, _)), V_m \== '@none').

% accepted_lead_treated_as_correct: 53A (1997, 2007, 2017), kb/law_53_56.law:535:1
fire('accepted_lead_treated_as_correct', 9, '@rectification'('53A', 'treat_lead_as_correct', [['trick', V_t], ['led_by', V_o]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_accepted'(V_o, V_t), fact(F0).

% card_played_in_error_may_be_withdrawn: 53C (1997, 2007), kb/law_53_56.law:603:1
fire('card_played_in_error_may_be_withdrawn', 9, '@rectification'('53C', 'withdraw_card_without_rectification', [['trick', V_t], ['card_returned_to', 'hand']], 'may', V_x, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'card_played_in_error'(V_x, V_t), fact(F0).

% withdrawn_defender_card_is_unauthorized_for_partner: 53C (1997), kb/law_53_56.law:611:1
fire('withdrawn_defender_card_is_unauthorized_for_partner', 9, '@rectification'('53C', 'not_use_information_from_withdrawn_card', [['trick', V_t], ['card_of', V_x]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'card_played_in_error'(V_x, V_t), fact(F0),
    F1 = 'role'(V_x, 'defender'), fact(F1),
    partner(V_x, R0).

% withdrawn_offending_card_is_unauthorized_2007: 53C (2007), kb/law_53_56.law:620:1
fire('withdrawn_offending_card_is_unauthorized_2007', 9, '@rectification'('53C', 'not_use_information_from_withdrawn_card', [['trick', V_t], ['card_of', V_x]], 'must', R2, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'card_played_in_error'(V_x, V_t), fact(F0),
    F1 = 'proper_lead_after_irregular_lead'(V_o, V_t, _), fact(F1),
    side(V_x, R0), side(V_o, R1), R0 == R1,
    partner(V_x, R2).

% declarer_may_spread_hand_after_opening_lead_out_of_turn: 54A (1997, 2007, 2017), kb/law_53_56.law:659:1
fire('declarer_may_spread_hand_after_opening_lead_out_of_turn', 9, '@rectification'('54A', 'spread_hand_and_become_dummy', [['new_declarer', R0]], 'may', V_d, 'opening_lead_out_of_turn'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('declarer_may_spread_hand_after_opening_lead_out_of_turn', _, [V_o, V_t])),
    partner(V_d, R0).

% declarer_may_spread_hand_after_opening_lead_out_of_turn@overruled: 54A (1997, 2007, 2017), kb/law_53_56.law:659:1
fire('declarer_may_spread_hand_after_opening_lead_out_of_turn@overruled', 9, '@overruled'('declarer_may_spread_hand_after_opening_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = '@defeated'('declarer_may_spread_hand_after_opening_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F3),
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').

% declarer_may_accept_opening_lead_out_of_turn: 54B (1997, 2007, 2017), kb/law_53_56.law:671:1
fire('declarer_may_accept_opening_lead_out_of_turn', 9, '@rectification'('54B', 'accept_opening_lead', [['led_by', V_o]], 'may', V_d, 'opening_lead_out_of_turn'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('declarer_may_accept_opening_lead_out_of_turn', _, [V_o, V_t])).

% declarer_may_accept_opening_lead_out_of_turn@overruled: 54B (1997, 2007, 2017), kb/law_53_56.law:671:1
fire('declarer_may_accept_opening_lead_out_of_turn@overruled', 9, '@overruled'('declarer_may_accept_opening_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = '@defeated'('declarer_may_accept_opening_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F3),
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').

% declarer_may_refuse_opening_lead_out_of_turn: 54D (1997, 2007, 2017), kb/law_53_56.law:683:1
fire('declarer_may_refuse_opening_lead_out_of_turn', 9, '@rectification'('54D', 'require_opening_lead_retracted', [['led_by', V_o]], 'may', V_d, 'opening_lead_out_of_turn'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none'),
    \+ fact('@defeated'('declarer_may_refuse_opening_lead_out_of_turn', _, [V_o, V_t])).

% declarer_may_refuse_opening_lead_out_of_turn@overruled: 54D (1997, 2007, 2017), kb/law_53_56.law:683:1
fire('declarer_may_refuse_opening_lead_out_of_turn@overruled', 9, '@overruled'('declarer_may_refuse_opening_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = '@defeated'('declarer_may_refuse_opening_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F3),
    \+ (fact('face_down_lead'(V_o, V_t)), V_o \== '@none', V_t \== '@none').

% dummy_spreads_after_opening_lead_accepted: 54B (1997, 2007, 2017), kb/law_53_56.law:762:1
fire('dummy_spreads_after_opening_lead_accepted', 9, '@rectification'('54B', 'spread_dummy', [['trick', V_t]], 'must', V_m, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_accepted'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2).

% dummy_card_played_second_stands: 54B2 (1997, 2007, 2017), kb/law_53_56.law:784:1
fire('dummy_card_played_second_stands', 9, '@rectification'('54B2', 'keep_dummys_card_unless_correcting_a_revoke', [['trick', V_t]], 'must', V_d, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_accepted'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'role'(V_m, 'dummy'), fact(F3),
    F4 = 'play'(V_m, V_t, _, false, _), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    \+ (fact('play'(V_d, V_t, _, _, _)), V_d \== '@none', V_t \== '@none').
fire('dummy_card_played_second_stands', 9, '@defeated'('declarer_plays_second_card_from_own_hand', 'dummy_card_played_second_stands', [V_d, V_t]), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_accepted'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = 'role'(V_m, 'dummy'), fact(F3),
    F4 = 'play'(V_m, V_t, _, false, _), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    \+ (fact('play'(V_d, V_t, _, _, _)), V_d \== '@none', V_t \== '@none').

% declarer_may_accept_defenders_lead_out_of_turn: 53A (1997, 2007, 2017), kb/law_53_56.law:801:1
fire('declarer_may_accept_defenders_lead_out_of_turn', 9, '@rectification'('53A', 'accept_defenders_lead', [['led_by', V_o], ['trick', V_t]], 'may', V_d, 'defender_lead_out_of_turn'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t > 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    \+ fact('@defeated'('declarer_may_accept_defenders_lead_out_of_turn', _, [V_o, V_t])).

% declarer_may_accept_defenders_lead_out_of_turn@overruled: 53A (1997, 2007, 2017), kb/law_53_56.law:801:1
fire('declarer_may_accept_defenders_lead_out_of_turn@overruled', 9, '@overruled'('declarer_may_accept_defenders_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t > 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = '@defeated'('declarer_may_accept_defenders_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F3).

% declarer_may_refuse_defenders_lead_out_of_turn: 56, 53A (1997, 2007, 2017), kb/law_53_56.law:812:1
fire('declarer_may_refuse_defenders_lead_out_of_turn', 9, '@rectification'('56', 'require_defenders_lead_retracted', [['led_by', V_o], ['trick', V_t]], 'may', V_d, 'defender_lead_out_of_turn'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t > 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    \+ fact('@defeated'('declarer_may_refuse_defenders_lead_out_of_turn', _, [V_o, V_t])).

% declarer_may_refuse_defenders_lead_out_of_turn@overruled: 56, 53A (1997, 2007, 2017), kb/law_53_56.law:812:1
fire('declarer_may_refuse_defenders_lead_out_of_turn@overruled', 9, '@overruled'('declarer_may_refuse_defenders_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    V_t > 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = '@defeated'('declarer_may_refuse_defenders_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F3).

% defenders_may_accept_declarers_lead_out_of_turn: 55A (1997, 2007, 2017), kb/law_53_56.law:859:1
fire('defenders_may_accept_declarers_lead_out_of_turn', 9, '@rectification'('55A', 'accept_declarers_lead', [['trick', V_t], ['led_from', V_o]], 'may', R2, 'declarer_lead_out_of_turn'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    \+ fact('@defeated'('defenders_may_accept_declarers_lead_out_of_turn', _, [V_o, V_t])),
    opponents(V_d, R2).

% defenders_may_accept_declarers_lead_out_of_turn@overruled: 55A (1997, 2007, 2017), kb/law_53_56.law:859:1
fire('defenders_may_accept_declarers_lead_out_of_turn@overruled', 9, '@overruled'('defenders_may_accept_declarers_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = '@defeated'('defenders_may_accept_declarers_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F2).

% defenders_may_refuse_declarers_lead_out_of_turn: 55A (1997, 2007, 2017), kb/law_53_56.law:869:1
fire('defenders_may_refuse_declarers_lead_out_of_turn', 9, '@rectification'('55A', 'require_declarers_lead_retracted', [['trick', V_t], ['led_from', V_o]], 'may', R2, 'declarer_lead_out_of_turn'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    \+ fact('@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', _, [V_o, V_t])),
    opponents(V_d, R2).

% defenders_may_refuse_declarers_lead_out_of_turn@overruled: 55A (1997, 2007, 2017), kb/law_53_56.law:869:1
fire('defenders_may_refuse_declarers_lead_out_of_turn@overruled', 9, '@overruled'('defenders_may_refuse_declarers_lead_out_of_turn', V___defeater, [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    side(V_o, R0), side(V_d, R1), R0 == R1,
    F2 = '@defeated'('defenders_may_refuse_declarers_lead_out_of_turn', V___defeater, [V_o, V_t]), fact(F2).

% card_played_in_error_may_be_withdrawn_2017: 53B (2017), kb/law_53_56.law:990:1
fire('card_played_in_error_may_be_withdrawn_2017', 9, '@rectification'('53B', 'withdraw_card_without_rectification', [['trick', V_t], ['card_returned_to', 'hand']], 'may', V_x, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'card_played_in_error'(V_x, V_t), fact(F0).

% withdrawn_offending_card_is_unauthorized_2017: 53B (2017), kb/law_53_56.law:998:1
fire('withdrawn_offending_card_is_unauthorized_2017', 9, '@rectification'('53B', 'not_use_information_from_withdrawn_card', [['trick', V_t], ['card_of', V_x]], 'must', R2, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'card_played_in_error'(V_x, V_t), fact(F0),
    F1 = 'proper_lead_after_irregular_lead'(V_o, V_t, _), fact(F1),
    side(V_x, R0), side(V_o, R1), R0 == R1,
    partner(V_x, R2).

% partner_has_no_card_of_suit_led_for_highest: 57B (1997, 2007, 2017), kb/law_57_60.law:618:1
fire('partner_has_no_card_of_suit_led_for_highest', 9, 'unable_to_comply_with_penalty'(V_q, V_t), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('require_highest_card_of_suit_led'), fact(F0),
    F1 = 'premature_defender_play'(V_p, V_t, _), fact(F1),
    F2 = 'play'(_, V_t, V_s, true, _), fact(F2),
    V_t \== '@none',
    V_s \== '@none',
    F3 = 'role'(V_q, 'defender'), fact(F3),
    partner(V_p, R0), V_q == R0,
    F4 = 'holding'(V_q, V_t, _, _), fact(F4),
    V_q \== '@none',
    V_t \== '@none',
    \+ (fact('holding'(V_q, V_t, V_s, _)), V_q \== '@none', V_t \== '@none', V_s \== '@none').

% partner_has_no_card_of_suit_led_for_lowest: 57B (1997, 2007, 2017), kb/law_57_60.law:632:1
fire('partner_has_no_card_of_suit_led_for_lowest', 9, 'unable_to_comply_with_penalty'(V_q, V_t), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('require_lowest_card_of_suit_led'), fact(F0),
    F1 = 'premature_defender_play'(V_p, V_t, _), fact(F1),
    F2 = 'play'(_, V_t, V_s, true, _), fact(F2),
    V_t \== '@none',
    V_s \== '@none',
    F3 = 'role'(V_q, 'defender'), fact(F3),
    partner(V_p, R0), V_q == R0,
    F4 = 'holding'(V_q, V_t, _, _), fact(F4),
    V_q \== '@none',
    V_t \== '@none',
    \+ (fact('holding'(V_q, V_t, V_s, _)), V_q \== '@none', V_t \== '@none', V_s \== '@none').

% declarer_had_played_from_both_hands: 57C (1997, 2007), kb/law_57_60.law:656:1
fire('declarer_had_played_from_both_hands', 9, '@rectification'('57C', 'no_rectification_for_playing_before_partner', [['trick', V_t], ['card_of', V_p]], 'must', 'director', '@none'), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender.
fire('declarer_had_played_from_both_hands', 9, '@defeated'('premature_card_becomes_penalty_card', 'declarer_had_played_from_both_hands', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender.
fire('declarer_had_played_from_both_hands', 9, '@defeated'('declarer_may_require_highest_card_of_suit_led', 'declarer_had_played_from_both_hands', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender.
fire('declarer_had_played_from_both_hands', 9, '@defeated'('declarer_may_require_lowest_card_of_suit_led', 'declarer_had_played_from_both_hands', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender.
fire('declarer_had_played_from_both_hands', 9, '@defeated'('declarer_may_forbid_a_suit_he_names', 'declarer_had_played_from_both_hands', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender.

% dummy_played_or_suggested_a_card: 57C (1997, 2007), kb/law_57_60.law:672:1
fire('dummy_played_or_suggested_a_card', 9, '@rectification'('57C', 'no_rectification_for_playing_before_partner', [['trick', V_t], ['card_of', V_p]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_played_or_suggested_a_card', 9, '@defeated'('premature_card_becomes_penalty_card', 'dummy_played_or_suggested_a_card', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_played_or_suggested_a_card', 9, '@defeated'('declarer_may_require_highest_card_of_suit_led', 'dummy_played_or_suggested_a_card', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_played_or_suggested_a_card', 9, '@defeated'('declarer_may_require_lowest_card_of_suit_led', 'dummy_played_or_suggested_a_card', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_played_or_suggested_a_card', 9, '@defeated'('declarer_may_forbid_a_suit_he_names', 'dummy_played_or_suggested_a_card', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.

% dummy_forced_card_not_deemed_played: 57C (1997, 2007), kb/law_57_60.law:683:1
fire('dummy_forced_card_not_deemed_played', 9, 'dummy_card_not_deemed_played'(V_m, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'play'(_, V_t, V_s, true, _), fact(F2),
    V_t \== '@none',
    V_s \== '@none',
    F3 = 'suit_holding_detail'(V_m, V_t, V_s, _), fact(F3),
    V_m \== '@none',
    V_t \== '@none',
    V_s \== '@none',
    \+ (fact('play'(V_m, V_t, _, _, _)), V_m \== '@none', V_t \== '@none').

% right_forfeited_by_playing_to_premature_lead: 60A1 (1997, 2007, 2017), kb/law_57_60.law:792:1
fire('right_forfeited_by_playing_to_premature_lead', 9, 'rectification_right_forfeited'(V_p, V_c), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    V_c > V_t,
    F1 = 'play'(V_n, V_c, _, false, _), fact(F1),
    V_n \== '@none',
    V_c \== '@none',
    lho(V_p, R0), V_n == R0.
fire('right_forfeited_by_playing_to_premature_lead', 9, '@defeated'('premature_card_becomes_penalty_card', 'right_forfeited_by_playing_to_premature_lead', [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    V_c > V_t,
    F1 = 'play'(V_n, V_c, _, false, _), fact(F1),
    V_n \== '@none',
    V_c \== '@none',
    lho(V_p, R0), V_n == R0.
fire('right_forfeited_by_playing_to_premature_lead', 9, '@defeated'('declarer_may_require_highest_card_of_suit_led', 'right_forfeited_by_playing_to_premature_lead', [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    V_c > V_t,
    F1 = 'play'(V_n, V_c, _, false, _), fact(F1),
    V_n \== '@none',
    V_c \== '@none',
    lho(V_p, R0), V_n == R0.
fire('right_forfeited_by_playing_to_premature_lead', 9, '@defeated'('declarer_may_require_lowest_card_of_suit_led', 'right_forfeited_by_playing_to_premature_lead', [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    V_c > V_t,
    F1 = 'play'(V_n, V_c, _, false, _), fact(F1),
    V_n \== '@none',
    V_c \== '@none',
    lho(V_p, R0), V_n == R0.
fire('right_forfeited_by_playing_to_premature_lead', 9, '@defeated'('declarer_may_forbid_a_suit_he_names', 'right_forfeited_by_playing_to_premature_lead', [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    V_c > V_t,
    F1 = 'play'(V_n, V_c, _, false, _), fact(F1),
    V_n \== '@none',
    V_c \== '@none',
    lho(V_p, R0), V_n == R0.
fire('right_forfeited_by_playing_to_premature_lead', 9, '@defeated'('declarer_may_require_a_card_of_another_suit', 'right_forfeited_by_playing_to_premature_lead', [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    V_c > V_t,
    F1 = 'play'(V_n, V_c, _, false, _), fact(F1),
    V_n \== '@none',
    V_c \== '@none',
    lho(V_p, R0), V_n == R0.
fire('right_forfeited_by_playing_to_premature_lead', 9, '@defeated'('declarer_may_forbid_a_suit_he_names_2017', 'right_forfeited_by_playing_to_premature_lead', [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    V_c > V_t,
    F1 = 'play'(V_n, V_c, _, false, _), fact(F1),
    V_n \== '@none',
    V_c \== '@none',
    lho(V_p, R0), V_n == R0.

% offending_side_played_before_rectification: 60C (1997, 2007, 2017), kb/law_57_60.law:840:1
fire('offending_side_played_before_rectification', 9, '@rectification'('60C', 'opponents_rights_unaffected', [['trick', V_t], ['irregularity_by', V_o], ['card_of', V_x]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_x, V_t, _, false, _), fact(F1),
    V_x \== '@none',
    V_t \== '@none',
    partner(V_o, R0), V_x == R0,
    \+ (fact('lead_out_of_turn_accepted'(V_o, V_t))),
    \+ (fact('lead_out_of_turn_refused'(V_o, V_t))),
    \+ fact('@defeated'('offending_side_played_before_rectification', _, [V_o, V_t])).

% offending_side_played_before_rectification@overruled: 60C (1997, 2007, 2017), kb/law_57_60.law:840:1
fire('offending_side_played_before_rectification@overruled', 9, '@overruled'('offending_side_played_before_rectification', V___defeater, [V_o, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn'(V_o, V_t), fact(F0),
    F1 = 'play'(V_x, V_t, _, false, _), fact(F1),
    V_x \== '@none',
    V_t \== '@none',
    partner(V_o, R0), V_x == R0,
    F2 = '@defeated'('offending_side_played_before_rectification', V___defeater, [V_o, V_t]), fact(F2),
    \+ (fact('lead_out_of_turn_accepted'(V_o, V_t))),
    \+ (fact('lead_out_of_turn_refused'(V_o, V_t))).

% partner_must_follow_suit_for_other_suit_2017: 57B (2017), kb/law_57_60.law:890:1
fire('partner_must_follow_suit_for_other_suit_2017', 9, 'unable_to_comply_with_penalty'(V_q, V_t), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'chosen'('require_a_card_of_another_suit_declarer_names'), fact(F0),
    F1 = 'premature_defender_play'(V_p, V_t, _), fact(F1),
    F2 = 'play'(_, V_t, V_s, true, _), fact(F2),
    V_t \== '@none',
    V_s \== '@none',
    F3 = 'role'(V_q, 'defender'), fact(F3),
    partner(V_p, R0), V_q == R0,
    F4 = 'holding'(V_q, V_t, V_s, _), fact(F4),
    V_q \== '@none',
    V_t \== '@none',
    V_s \== '@none'.

% declarer_played_from_both_hands_2017: 57C1 (2017), kb/law_57_60.law:905:1
fire('declarer_played_from_both_hands_2017', 9, '@rectification'('57C1', 'no_rectification_for_playing_before_partner', [['trick', V_t], ['card_of', V_p]], 'must', 'director', '@none'), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender,
    \+ (fact('dummy_prompted_card'(V_m, V_t)), V_m \== '@none', V_t \== '@none').
fire('declarer_played_from_both_hands_2017', 9, '@defeated'('premature_card_becomes_penalty_card', 'declarer_played_from_both_hands_2017', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender,
    \+ (fact('dummy_prompted_card'(V_m, V_t)), V_m \== '@none', V_t \== '@none').
fire('declarer_played_from_both_hands_2017', 9, '@defeated'('declarer_may_require_highest_card_of_suit_led', 'declarer_played_from_both_hands_2017', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender,
    \+ (fact('dummy_prompted_card'(V_m, V_t)), V_m \== '@none', V_t \== '@none').
fire('declarer_played_from_both_hands_2017', 9, '@defeated'('declarer_may_require_lowest_card_of_suit_led', 'declarer_played_from_both_hands_2017', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender,
    \+ (fact('dummy_prompted_card'(V_m, V_t)), V_m \== '@none', V_t \== '@none').
fire('declarer_played_from_both_hands_2017', 9, '@defeated'('declarer_may_require_a_card_of_another_suit', 'declarer_played_from_both_hands_2017', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender,
    \+ (fact('dummy_prompted_card'(V_m, V_t)), V_m \== '@none', V_t \== '@none').
fire('declarer_played_from_both_hands_2017', 9, '@defeated'('declarer_may_forbid_a_suit_he_names_2017', 'declarer_played_from_both_hands_2017', [V_p, V_t]), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = 'role'(V_m, 'dummy'), fact(F2),
    F3 = 'play_order'(V_d, V_t, V_from_hand), fact(F3),
    V_d \== '@none',
    V_t \== '@none',
    V_from_hand \== '@none',
    F4 = 'play_order'(V_m, V_t, V_from_dummy), fact(F4),
    V_m \== '@none',
    V_t \== '@none',
    V_from_dummy \== '@none',
    F5 = 'play_order'(V_p, V_t, V_defender), fact(F5),
    V_p \== '@none',
    V_t \== '@none',
    V_defender \== '@none',
    V_from_hand < V_defender,
    V_from_dummy < V_defender,
    \+ (fact('dummy_prompted_card'(V_m, V_t)), V_m \== '@none', V_t \== '@none').

% dummy_selected_or_suggested_a_card_2017: 57C2 (2017), kb/law_57_60.law:922:1
fire('dummy_selected_or_suggested_a_card_2017', 9, '@rectification'('57C2', 'no_rectification_for_playing_before_partner', [['trick', V_t], ['card_of', V_p]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_selected_or_suggested_a_card_2017', 9, '@defeated'('premature_card_becomes_penalty_card', 'dummy_selected_or_suggested_a_card_2017', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_selected_or_suggested_a_card_2017', 9, '@defeated'('declarer_may_require_highest_card_of_suit_led', 'dummy_selected_or_suggested_a_card_2017', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_selected_or_suggested_a_card_2017', 9, '@defeated'('declarer_may_require_lowest_card_of_suit_led', 'dummy_selected_or_suggested_a_card_2017', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_selected_or_suggested_a_card_2017', 9, '@defeated'('declarer_may_require_a_card_of_another_suit', 'dummy_selected_or_suggested_a_card_2017', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.
fire('dummy_selected_or_suggested_a_card_2017', 9, '@defeated'('declarer_may_forbid_a_suit_he_names_2017', 'dummy_selected_or_suggested_a_card_2017', [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    F2 = 'dummy_prompted_card'(V_m, V_t), fact(F2),
    V_m \== '@none',
    V_t \== '@none'.

% dummy_card_not_played_until_designated: 57C1 (2017), kb/law_57_60.law:933:1
fire('dummy_card_not_played_until_designated', 9, 'dummy_card_not_deemed_played'(V_m, V_t), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_m, 'dummy'), fact(F1),
    \+ (fact('play'(V_m, V_t, _, _, _)), V_m \== '@none', V_t \== '@none').

% defender_played_at_rhos_turn: 57D (2017), kb/law_57_60.law:945:1
fire('defender_played_at_rhos_turn', 9, 'premature_play_at_rhos_turn'(V_p, V_t), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'play'(V_p, V_t, _, false, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'play'(V_l, V_t, _, true, _), fact(F2),
    V_l \== '@none',
    V_t \== '@none',
    F3 = 'table_seat'(V_q), fact(F3),
    rho(V_p, R0), V_q == R0,
    turn(V_q, V_l, R1), turn(V_p, V_l, R2), R1 < R2,
    \+ (fact('play'(V_q, V_t, _, _, _)), V_q \== '@none', V_t \== '@none'),
    \+ (fact('premature_defender_play'(V_p, V_t, _))).

% defender_played_before_rho_who_played_later: 57D (2017), kb/law_57_60.law:960:1
fire('defender_played_before_rho_who_played_later', 9, 'premature_play_at_rhos_turn'(V_p, V_t), [F0, F1, F2, F3, F4, F5]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'play'(V_p, V_t, _, false, _), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    F1 = 'role'(V_p, 'defender'), fact(F1),
    F2 = 'play'(V_l, V_t, _, true, _), fact(F2),
    V_l \== '@none',
    V_t \== '@none',
    F3 = 'play'(V_q, V_t, _, false, _), fact(F3),
    V_q \== '@none',
    V_t \== '@none',
    rho(V_p, R0), V_q == R0,
    turn(V_q, V_l, R1), turn(V_p, V_l, R2), R1 < R2,
    F4 = 'play_order'(V_p, V_t, V_early), fact(F4),
    V_p \== '@none',
    V_t \== '@none',
    V_early \== '@none',
    F5 = 'play_order'(V_q, V_t, V_late), fact(F5),
    V_q \== '@none',
    V_t \== '@none',
    V_late \== '@none',
    V_early < V_late,
    \+ (fact('premature_defender_play'(V_p, V_t, _))).

% pass_replaced_by_comparable_call: 30B1b (2017), kb/law_29_32.law:1257:1
fire('pass_replaced_by_comparable_call', 10, '@rectification'('30B1b', 'no_further_rectification', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, true), fact(F0),
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none'.

% pass_replaced_by_call_not_comparable: 30B1b (2017), kb/law_29_32.law:1266:1
fire('pass_replaced_by_call_not_comparable', 10, '@rectification'('30B1b', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none',
    partner(V_p, R0).
fire('pass_replaced_by_call_not_comparable', 10, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'call'(_, V_o, 'pass', _, _), fact(F1),
    V_o \== '@none'.

% bid_at_rho_turn_replaced_by_comparable_call: 31A2a (2017), kb/law_29_32.law:1292:1
fire('bid_at_rho_turn_replaced_by_comparable_call', 10, '@rectification'('31A2a', 'no_further_rectification', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, true), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, 'bid', _, _), fact(F2),
    V_o \== '@none'.

% bid_at_rho_turn_replaced_by_call_not_comparable: 31A2b (2017), kb/law_29_32.law:1303:1
fire('bid_at_rho_turn_replaced_by_call_not_comparable', 10, '@rectification'('31A2b', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, 'bid', _, _), fact(F2),
    V_o \== '@none',
    partner(V_p, R1).
fire('bid_at_rho_turn_replaced_by_call_not_comparable', 10, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, 'bid', _, _), fact(F2),
    V_o \== '@none'.

% bid_at_partner_turn_replaced_by_comparable_call: 31B2, 31A2a (2017), kb/law_29_32.law:1351:1
fire('bid_at_partner_turn_replaced_by_comparable_call', 10, '@rectification'('31B2', 'no_further_rectification', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, true), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s \== R0,
    F2 = 'call'(_, V_o, 'bid', _, _), fact(F2),
    V_o \== '@none'.

% bid_at_partner_turn_replaced_by_call_not_comparable: 31B2, 31A2b (2017), kb/law_29_32.law:1362:1
fire('bid_at_partner_turn_replaced_by_call_not_comparable', 10, '@rectification'('31B2', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s \== R0,
    F2 = 'call'(_, V_o, 'bid', _, _), fact(F2),
    V_o \== '@none',
    partner(V_p, R1).
fire('bid_at_partner_turn_replaced_by_call_not_comparable', 10, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s \== R0,
    F2 = 'call'(_, V_o, 'bid', _, _), fact(F2),
    V_o \== '@none'.

% double_at_rho_turn_replaced_by_comparable_call: 32A2a (2017), kb/law_29_32.law:1417:1
fire('double_at_rho_turn_replaced_by_comparable_call', 10, '@rectification'('32A2a', 'no_further_rectification', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, true), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, V_k, _, _), fact(F2),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).

% double_at_rho_turn_replaced_by_call_not_comparable: 32A2b (2017), kb/law_29_32.law:1429:1
fire('double_at_rho_turn_replaced_by_call_not_comparable', 10, '@rectification'('32A2b', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, V_k, _, _), fact(F2),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    partner(V_p, R1).
fire('double_at_rho_turn_replaced_by_call_not_comparable', 10, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    rho(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, V_k, _, _), fact(F2),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).

% double_at_partner_turn_replaced_by_comparable_call: 32B2, 32A2a (2017), kb/law_29_32.law:1455:1
fire('double_at_partner_turn_replaced_by_comparable_call', 10, '@rectification'('32B2', 'no_further_rectification', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, true), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    partner(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, V_k, _, _), fact(F2),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).

% double_at_partner_turn_replaced_by_call_not_comparable: 32B2, 32A2b (2017), kb/law_29_32.law:1467:1
fire('double_at_partner_turn_replaced_by_call_not_comparable', 10, '@rectification'('32B2', 'pass_when_next_his_turn', [['offender', V_p], ['call_out_of_rotation', V_o]], 'must', R1, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    partner(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, V_k, _, _), fact(F2),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']),
    partner(V_p, R1).
fire('double_at_partner_turn_replaced_by_call_not_comparable', 10, 'lead_restrictions_may_apply'(V_p, V_o), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, false), fact(F0),
    F1 = 'out_of_rotation_call_cancelled'(V_p, V_o, V_s), fact(F1),
    partner(V_p, R0), V_s == R0,
    F2 = 'call'(_, V_o, V_k, _, _), fact(F2),
    V_o \== '@none',
    V_k \== '@none',
    memberchk(V_k, ['double', 'redouble']).

% comparable_call_no_lead_restrictions: 26A (2017), kb/law_29_32.law:1494:1
fire('comparable_call_no_lead_restrictions', 10, '@rectification'('26A', 'no_lead_restrictions', [['withdrawn_call', V_o], ['if_offender_defends', true]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, true), fact(F0).

% comparable_call_adjustment_if_damaged: 23C (2017), kb/law_29_32.law:1502:1
fire('comparable_call_adjustment_if_damaged', 10, '@rectification'('23C', 'adjusted_score_if_infraction_helped_and_damaged', [['withdrawn_call', V_o], ['at', 'end_of_play'], ['for_side', R0]], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'replacing_call_judged'(V_p, V_o, true), fact(F0),
    opponents(V_p, R0).

% cancelled_call_information_unless_replaced_by_comparable_call: 29B, 23B (2017), kb/law_29_32.law:1539:1
fire('cancelled_call_information_unless_replaced_by_comparable_call', 10, 'offending_call_withdrawn'(V_p, V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'out_of_rotation_call_cancelled'(V_p, V_o, _), fact(F0),
    \+ (fact('replacing_call_judged'(V_p, V_o, true))).

% card_played_out_of_turn_named: 50B (1997, 2007, 2017), kb/law_50.law:435:1
fire('card_played_out_of_turn_named', 10, 'penalty_card'(V_p, V_t, V_s, V_r, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, V_t, _, _, _), fact(F0),
    V_t \== '@none',
    F1 = 'exposed_card'(V_p, 'play_period', V_t, V_s, V_r, 'played_out_of_turn'), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    V_s \== '@none',
    V_r \== '@none'.

% declarer_plays_second_card_from_own_hand: 54B1 (1997, 2007, 2017), kb/law_53_56.law:773:1
fire('declarer_plays_second_card_from_own_hand', 10, '@rectification'('54B1', 'play_second_card_from_own_hand', [['trick', V_t]], 'must', V_d, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_accepted'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    \+ fact('@defeated'('declarer_plays_second_card_from_own_hand', _, [V_d, V_t])).

% declarer_plays_second_card_from_own_hand@overruled: 54B1 (1997, 2007, 2017), kb/law_53_56.law:773:1
fire('declarer_plays_second_card_from_own_hand@overruled', 10, '@overruled'('declarer_plays_second_card_from_own_hand', V___defeater, [V_d, V_t]), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'lead_out_of_turn_accepted'(V_o, V_t), fact(F0),
    V_t == 1,
    F1 = 'role'(V_o, 'defender'), fact(F1),
    F2 = 'role'(V_d, 'declarer'), fact(F2),
    F3 = '@defeated'('declarer_plays_second_card_from_own_hand', V___defeater, [V_d, V_t]), fact(F3).

% premature_card_becomes_penalty_card: 57A (1997, 2007, 2017), kb/law_57_60.law:580:1
fire('premature_card_becomes_penalty_card', 10, 'penalty_card'(V_p, V_c, '@none', '@none', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    \+ fact('@defeated'('premature_card_becomes_penalty_card', _, [V_p, V_t])).
fire('premature_card_becomes_penalty_card', 10, '@rectification'('57A', 'premature_card_becomes_penalty_card', [['trick', V_c]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    \+ fact('@defeated'('premature_card_becomes_penalty_card', _, [V_p, V_t])).

% premature_card_becomes_penalty_card@overruled: 57A (1997, 2007, 2017), kb/law_57_60.law:580:1
fire('premature_card_becomes_penalty_card@overruled', 10, '@overruled'('premature_card_becomes_penalty_card', V___defeater, [V_p, V_t]), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, V_c), fact(F0),
    F1 = '@defeated'('premature_card_becomes_penalty_card', V___defeater, [V_p, V_t]), fact(F1).

% declarer_may_require_highest_card_of_suit_led: 57A1, 57A (1997, 2007, 2017), kb/law_57_60.law:589:1
fire('declarer_may_require_highest_card_of_suit_led', 10, '@rectification'('57A1', 'require_highest_card_of_suit_led', [['player', R0], ['trick', V_t]], 'may', V_d, 'premature_play_by_defender'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    \+ fact('@defeated'('declarer_may_require_highest_card_of_suit_led', _, [V_p, V_t])),
    partner(V_p, R0).

% declarer_may_require_highest_card_of_suit_led@overruled: 57A1, 57A (1997, 2007, 2017), kb/law_57_60.law:589:1
fire('declarer_may_require_highest_card_of_suit_led@overruled', 10, '@overruled'('declarer_may_require_highest_card_of_suit_led', V___defeater, [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = '@defeated'('declarer_may_require_highest_card_of_suit_led', V___defeater, [V_p, V_t]), fact(F2).

% declarer_may_require_lowest_card_of_suit_led: 57A2, 57A (1997, 2007, 2017), kb/law_57_60.law:598:1
fire('declarer_may_require_lowest_card_of_suit_led', 10, '@rectification'('57A2', 'require_lowest_card_of_suit_led', [['player', R0], ['trick', V_t]], 'may', V_d, 'premature_play_by_defender'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    \+ fact('@defeated'('declarer_may_require_lowest_card_of_suit_led', _, [V_p, V_t])),
    partner(V_p, R0).

% declarer_may_require_lowest_card_of_suit_led@overruled: 57A2, 57A (1997, 2007, 2017), kb/law_57_60.law:598:1
fire('declarer_may_require_lowest_card_of_suit_led@overruled', 10, '@overruled'('declarer_may_require_lowest_card_of_suit_led', V___defeater, [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = '@defeated'('declarer_may_require_lowest_card_of_suit_led', V___defeater, [V_p, V_t]), fact(F2).

% declarer_may_forbid_a_suit_he_names: 57A3, 57A (1997, 2007), kb/law_57_60.law:607:1
fire('declarer_may_forbid_a_suit_he_names', 10, '@rectification'('57A3', 'forbid_a_suit_declarer_names', [['player', R0], ['trick', V_t]], 'may', V_d, 'premature_play_by_defender'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    \+ fact('@defeated'('declarer_may_forbid_a_suit_he_names', _, [V_p, V_t])),
    partner(V_p, R0).

% declarer_may_forbid_a_suit_he_names@overruled: 57A3, 57A (1997, 2007), kb/law_57_60.law:607:1
fire('declarer_may_forbid_a_suit_he_names@overruled', 10, '@overruled'('declarer_may_forbid_a_suit_he_names', V___defeater, [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = '@defeated'('declarer_may_forbid_a_suit_he_names', V___defeater, [V_p, V_t]), fact(F2).

% unable_to_comply_may_play_any_legal_card: 59 (1997, 2007, 2017), kb/law_57_60.law:646:1
fire('unable_to_comply_may_play_any_legal_card', 10, '@rectification'('59', 'play_any_otherwise_legal_card', [['trick', V_t]], 'may', V_x, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'unable_to_comply_with_penalty'(V_x, V_t), fact(F0).

% forfeited_irregularity_treated_as_in_turn: 60A2 (1997, 2007, 2017), kb/law_57_60.law:804:1
fire('forfeited_irregularity_treated_as_in_turn', 10, '@rectification'('60A2', 'treat_as_played_in_turn', [['trick', V_t], ['card_of', V_o]], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'rectification_right_forfeited'(V_o, V_t), fact(F0).

% declarer_may_require_a_card_of_another_suit: 57A3, 57A (2017), kb/law_57_60.law:872:1
fire('declarer_may_require_a_card_of_another_suit', 10, '@rectification'('57A3', 'require_a_card_of_another_suit_declarer_names', [['player', R0], ['trick', V_t]], 'may', V_d, 'premature_play_by_defender'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    \+ fact('@defeated'('declarer_may_require_a_card_of_another_suit', _, [V_p, V_t])),
    partner(V_p, R0).

% declarer_may_require_a_card_of_another_suit@overruled: 57A3, 57A (2017), kb/law_57_60.law:872:1
fire('declarer_may_require_a_card_of_another_suit@overruled', 10, '@overruled'('declarer_may_require_a_card_of_another_suit', V___defeater, [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = '@defeated'('declarer_may_require_a_card_of_another_suit', V___defeater, [V_p, V_t]), fact(F2).

% declarer_may_forbid_a_suit_he_names_2017: 57A4, 57A (2017), kb/law_57_60.law:881:1
fire('declarer_may_forbid_a_suit_he_names_2017', 10, '@rectification'('57A4', 'forbid_a_suit_declarer_names', [['player', R0], ['trick', V_t]], 'may', V_d, 'premature_play_by_defender'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    \+ fact('@defeated'('declarer_may_forbid_a_suit_he_names_2017', _, [V_p, V_t])),
    partner(V_p, R0).

% declarer_may_forbid_a_suit_he_names_2017@overruled: 57A4, 57A (2017), kb/law_57_60.law:881:1
fire('declarer_may_forbid_a_suit_he_names_2017@overruled', 10, '@overruled'('declarer_may_forbid_a_suit_he_names_2017', V___defeater, [V_p, V_t]), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_defender_play'(V_p, V_t, _), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1),
    F2 = '@defeated'('declarer_may_forbid_a_suit_he_names_2017', V___defeater, [V_p, V_t]), fact(F2).

% card_played_at_rhos_turn_unauthorized_information: 57D (2017), kb/law_57_60.law:977:1
fire('card_played_at_rhos_turn_unauthorized_information', 10, '@rectification'('57D', 'assess_unauthorized_information_from_premature_card', [['trick', V_t], ['card_of', V_p]], 'may', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_play_at_rhos_turn'(V_p, V_t), fact(F0).

% legal_card_played_at_rhos_turn_played_in_turn: 57D (2017), kb/law_57_60.law:985:1
fire('legal_card_played_at_rhos_turn_played_in_turn', 10, '@rectification'('57D', 'play_card_at_proper_turn', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_play_at_rhos_turn'(V_p, V_t), fact(F0),
    F1 = 'play'(V_p, V_t, V_s, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    V_s \== '@none',
    F2 = 'play'(_, V_t, V_s, true, _), fact(F2),
    V_t \== '@none',
    V_s \== '@none'.

% illegal_card_played_at_rhos_turn_is_major_penalty_card: 57D (2017), kb/law_57_60.law:995:1
fire('illegal_card_played_at_rhos_turn_is_major_penalty_card', 10, 'penalty_card'(V_p, V_t, '@none', '@none', 'major'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_play_at_rhos_turn'(V_p, V_t), fact(F0),
    F1 = 'play'(V_p, V_t, V_c, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    V_c \== '@none',
    F2 = 'play'(_, V_t, V_s, true, _), fact(F2),
    V_t \== '@none',
    V_s \== '@none',
    V_c \== V_s,
    F3 = 'holding'(V_p, V_t, V_s, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    V_s \== '@none'.
fire('illegal_card_played_at_rhos_turn_is_major_penalty_card', 10, '@rectification'('57D', 'premature_card_becomes_major_penalty_card', [['trick', V_t]], 'must', V_p, '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'premature_play_at_rhos_turn'(V_p, V_t), fact(F0),
    F1 = 'play'(V_p, V_t, V_c, _, _), fact(F1),
    V_p \== '@none',
    V_t \== '@none',
    V_c \== '@none',
    F2 = 'play'(_, V_t, V_s, true, _), fact(F2),
    V_t \== '@none',
    V_s \== '@none',
    V_c \== V_s,
    F3 = 'holding'(V_p, V_t, V_s, _), fact(F3),
    V_p \== '@none',
    V_t \== '@none',
    V_s \== '@none'.

% withdrawn_call_is_unauthorized_for_partner: 16D (2007), kb/law_16_36.law:709:1
fire('withdrawn_call_is_unauthorized_for_partner', 11, 'unauthorized_information_received'(R0, 'withdrawn_call', V_p, V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    partner(V_p, R0).
fire('withdrawn_call_is_unauthorized_for_partner', 11, '@rectification'('16D', 'choose_logical_alternative_not_suggested_by_it', [['source', 'withdrawn_call'], ['withdrawn_call', V_o]], 'must', R1, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    partner(V_p, R1).
fire('withdrawn_call_is_unauthorized_for_partner', 11, '@rectification'('16D', 'use_information_from_withdrawn_call', [['call', V_o]], 'may', R2, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    opponents(V_p, R2).

% withdrawn_call_is_unauthorized_for_partner_1997: 16C (1997), kb/law_16_36.law:774:1
fire('withdrawn_call_is_unauthorized_for_partner_1997', 11, 'unauthorized_information_received'(R0, 'withdrawn_call', V_p, V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    partner(V_p, R0).
fire('withdrawn_call_is_unauthorized_for_partner_1997', 11, '@rectification'('16C', 'choose_logical_alternative_not_suggested_by_it', [['source', 'withdrawn_call'], ['withdrawn_call', V_o]], 'must', R1, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    partner(V_p, R1).
fire('withdrawn_call_is_unauthorized_for_partner_1997', 11, '@rectification'('16C', 'use_information_from_withdrawn_call', [['call', V_o]], 'may', R2, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    opponents(V_p, R2).

% withdrawn_call_is_unauthorized_for_partner_2017: 16C (2017), kb/law_16_36.law:1441:1
fire('withdrawn_call_is_unauthorized_for_partner_2017', 11, 'unauthorized_information_received'(R0, 'withdrawn_call', V_p, V_o), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    partner(V_p, R0).
fire('withdrawn_call_is_unauthorized_for_partner_2017', 11, '@rectification'('16C', 'choose_logical_alternative_not_suggested_by_it', [['source', 'withdrawn_call'], ['withdrawn_call', V_o]], 'must', R1, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    partner(V_p, R1).
fire('withdrawn_call_is_unauthorized_for_partner_2017', 11, '@rectification'('16C', 'use_information_from_withdrawn_call', [['call', V_o]], 'may', R2, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'offending_call_withdrawn'(V_p, V_o), fact(F0),
    opponents(V_p, R2).

% lead_restrictions_after_withdrawn_call: 26A2, 26B (1997, 2007), kb/law_29_32.law:808:1
fire('lead_restrictions_after_withdrawn_call', 11, '@rectification'('26A2', 'require_or_forbid_a_suit_the_withdrawn_call_named', [['withdrawn_call', V_o], ['if_offender_defends', true], ['if_the_call_related_solely_to_that_suit', true]], 'may', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_restrictions_may_apply'(V_p, V_o), fact(F0),
    opponents(V_p, R0).
fire('lead_restrictions_after_withdrawn_call', 11, '@rectification'('26B', 'forbid_the_lead_of_one_suit', [['withdrawn_call', V_o], ['if_offender_defends', true], ['if_the_call_related_solely_to_that_suit', false]], 'may', R1, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007']),
    F0 = 'lead_restrictions_may_apply'(V_p, V_o), fact(F0),
    opponents(V_p, R1).

% lead_restriction_after_call_not_comparable: 26B (2017), kb/law_29_32.law:1510:1
fire('lead_restriction_after_call_not_comparable', 11, '@rectification'('26B', 'forbid_the_lead_of_one_suit_the_offender_did_not_specify', [['withdrawn_call', V_o], ['if_offender_defends', true]], 'may', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2017']),
    F0 = 'lead_restrictions_may_apply'(V_p, V_o), fact(F0),
    opponents(V_p, R0).

% penalty_card_left_face_up: 50A (1997, 2007, 2017), kb/law_50.law:343:1
fire('penalty_card_left_face_up', 11, '@rectification'('50A', 'leave_penalty_card_face_up_on_table', [['until', 'played_or_other_rectification_chosen']], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, _, _, _, _), fact(F0).

% penalty_cards_of_different_suits: 50B (1997, 2007, 2017), kb/law_50.law:353:1
fire('penalty_cards_of_different_suits', 11, 'several_penalty_cards'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, _, V_a, _, _), fact(F0),
    V_a \== '@none',
    F1 = 'penalty_card'(V_p, _, V_b, _, _), fact(F1),
    V_b \== '@none',
    V_a \== V_b.

% penalty_cards_of_one_suit_different_ranks: 50B (1997, 2007, 2017), kb/law_50.law:363:1
fire('penalty_cards_of_one_suit_different_ranks', 11, 'several_penalty_cards'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, _, V_s, V_a, _), fact(F0),
    V_s \== '@none',
    V_a \== '@none',
    F1 = 'penalty_card'(V_p, _, V_s, V_b, _), fact(F1),
    V_s \== '@none',
    V_b \== '@none',
    V_a \== V_b.

% penalty_cards_from_different_tricks: 50B (1997, 2007, 2017), kb/law_50.law:373:1
fire('penalty_cards_from_different_tricks', 11, 'several_penalty_cards'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, V_a, _, _, _), fact(F0),
    V_a \== '@none',
    F1 = 'penalty_card'(V_p, V_b, _, _, _), fact(F1),
    V_b \== '@none',
    V_a \== V_b.

% penalty_card_from_auction_and_from_play: 50B (1997, 2007, 2017), kb/law_50.law:383:1
fire('penalty_card_from_auction_and_from_play', 11, 'several_penalty_cards'(V_p), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, _, V_s, V_r, _), fact(F0),
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'exposed_card'(V_p, 'auction_period', _, V_s, V_r, _), fact(F1),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F2 = 'penalty_card'(V_p, V_t, _, _, _), fact(F2),
    V_t \== '@none'.

% several_visible_cards_left_on_one_trick: 50B (1997, 2007, 2017), kb/law_50.law:393:1
fire('several_visible_cards_left_on_one_trick', 11, 'several_penalty_cards'(V_p), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(V_p, V_t, V_v), fact(F0),
    V_p \== '@none',
    V_t \== '@none',
    V_v \== '@none',
    V_v > 2,
    F1 = 'penalty_card'(V_p, V_t, _, _, _), fact(F1),
    V_t \== '@none'.

% honour_penalty_card_is_major: 50B (1997, 2007, 2017), kb/law_50.law:417:1
fire('honour_penalty_card_is_major', 11, 'penalty_card_severity'(V_p, '@none', V_s, V_r, 'major'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, _, V_s, V_r, _), fact(F0),
    V_s \== '@none',
    V_r \== '@none',
    memberchk(V_r, ['ten', 'jack', 'queen', 'king', 'ace']).

% card_exposed_by_deliberate_play_is_major: 50B (1997, 2007, 2017), kb/law_50.law:426:1
fire('card_exposed_by_deliberate_play_is_major', 11, 'penalty_card_severity'(V_p, '@none', V_s, V_r, 'major'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, _, V_s, V_r, _), fact(F0),
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'exposed_card'(V_p, _, _, V_s, V_r, 'played_out_of_turn'), fact(F1),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none'.

% severity_given_by_creating_law: 50B (1997, 2007, 2017), kb/law_50.law:444:1
fire('severity_given_by_creating_law', 11, 'penalty_card_severity'(V_p, V_t, '@none', '@none', V_severity), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, V_t, _, _, V_severity), fact(F0),
    V_t \== '@none',
    V_severity \== '@none',
    \+ (fact('exposed_card'(V_p, _, V_t, _, _, _)), V_p \== '@none', V_t \== '@none').

% corrected_revoke_card_is_major: 50B (1997, 2007, 2017), kb/law_50.law:453:1
fire('corrected_revoke_card_is_major', 11, 'penalty_card_severity'(V_p, V_t, '@none', '@none', 'major'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, V_t, _, _, _), fact(F0),
    V_t \== '@none',
    F1 = 'revoke'(V_p, V_t, _), fact(F1),
    \+ (fact('exposed_card'(V_p, _, V_t, _, _, _)), V_p \== '@none', V_t \== '@none').

% premature_card_is_major: 50B (1997, 2007, 2017), kb/law_50.law:463:1
fire('premature_card_is_major', 11, 'penalty_card_severity'(V_p, V_c, '@none', '@none', 'major'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, V_c, _, _, _), fact(F0),
    V_c \== '@none',
    F1 = 'premature_defender_play'(V_p, _, V_c), fact(F1),
    \+ (fact('exposed_card'(V_p, _, V_c, _, _, _)), V_p \== '@none', V_c \== '@none').

% penalty_card_information_unauthorized_for_partner: 50E (2007, 2017), kb/law_50.law:637:1
fire('penalty_card_information_unauthorized_for_partner', 11, '@rectification'('50E', 'not_use_information_from_penalty_card', [['card_of', V_p], ['except', 'requirement_to_play_it']], 'must', R0, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'penalty_card'(V_p, _, _, _, _), fact(F0),
    F1 = 'role'(V_p, 'defender'), fact(F1),
    partner(V_p, R0).

% penalty_card_obligation_remains: 60A3 (1997, 2007, 2017), kb/law_57_60.law:812:1
fire('penalty_card_obligation_remains', 11, '@rectification'('60A3', 'penalty_card_obligation_remains', [['card_of', V_x]], 'must', V_x, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'rectification_right_forfeited'(V_o, V_t), fact(F0),
    F1 = 'penalty_card'(V_x, _, _, _, _), fact(F1),
    side(V_x, R0), side(V_o, R1), R0 == R1.

% receiver_of_partners_information_must_choose_logical_alternative: 16B1a (2007, 2017), kb/law_16_36.law:700:1
fire('receiver_of_partners_information_must_choose_logical_alternative', 12, '@rectification'('16B1a', 'choose_logical_alternative_not_suggested_by_it', [['source', V_src], ['receiving_it', 'no_infraction']], 'must', V_w, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'unauthorized_information_received'(V_w, V_src, _, _), fact(F0),
    memberchk(V_src, ['partner_mannerism', 'partner_explanation']).

% action_suggested_by_unauthorized_information: 16B3 (2007, 2017), kb/law_16_36.law:731:1
fire('action_suggested_by_unauthorized_information', 12, 'acted_on_unauthorized_information'(V_w, V_c), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'unauthorized_information_received'(V_w, _, _, _), fact(F0),
    F1 = 'call'(V_w, V_c, _, _, _), fact(F1),
    V_w \== '@none',
    V_c \== '@none',
    F2 = 'logical_alternative_poll'(V_c, true, true), fact(F2),
    V_c \== '@none'.
fire('action_suggested_by_unauthorized_information', 12, '@rectification'('16B3', 'adjusted_score_if_damaged', [['call', V_c], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'unauthorized_information_received'(V_w, _, _, _), fact(F0),
    F1 = 'call'(V_w, V_c, _, _, _), fact(F1),
    V_w \== '@none',
    V_c \== '@none',
    F2 = 'logical_alternative_poll'(V_c, true, true), fact(F2),
    V_c \== '@none',
    opponents(V_w, R0).

% logical_alternative_chosen_no_redress: 16B3 (2007, 2017), kb/law_16_36.law:742:1
fire('logical_alternative_chosen_no_redress', 12, '@rectification'('16B3', 'no_adjustment', [['call', V_c]], 'must', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['2007', '2017']),
    F0 = 'unauthorized_information_received'(V_w, _, _, _), fact(F0),
    F1 = 'call'(V_w, V_c, _, _, _), fact(F1),
    V_w \== '@none',
    V_c \== '@none',
    F2 = 'logical_alternative_poll'(V_c, _, false), fact(F2),
    V_c \== '@none'.

% action_suggested_by_partners_information_1997: 16A (1997), kb/law_16_36.law:763:1
fire('action_suggested_by_partners_information_1997', 12, 'acted_on_unauthorized_information'(V_w, V_c), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'unauthorized_information_received'(V_w, 'partner_mannerism', _, _), fact(F0),
    F1 = 'call'(V_w, V_c, _, _, _), fact(F1),
    V_w \== '@none',
    V_c \== '@none',
    F2 = 'logical_alternative_poll'(V_c, true, true), fact(F2),
    V_c \== '@none'.
fire('action_suggested_by_partners_information_1997', 12, '@rectification'('16A', 'adjusted_score_if_damaged', [['call', V_c], ['for_side', R0]], 'may', 'director', '@none'), [F0, F1, F2]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'unauthorized_information_received'(V_w, 'partner_mannerism', _, _), fact(F0),
    F1 = 'call'(V_w, V_c, _, _, _), fact(F1),
    V_w \== '@none',
    V_c \== '@none',
    F2 = 'logical_alternative_poll'(V_c, true, true), fact(F2),
    V_c \== '@none',
    opponents(V_w, R0).

% spot_card_exposed_unintentionally_is_minor: 50B (1997, 2007, 2017), kb/law_50.law:405:1
fire('spot_card_exposed_unintentionally_is_minor', 12, 'penalty_card_severity'(V_p, '@none', V_s, V_r, 'minor'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, _, V_s, V_r, _), fact(F0),
    V_s \== '@none',
    V_r \== '@none',
    memberchk(V_r, ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']),
    F1 = 'exposed_card'(V_p, _, _, V_s, V_r, V_way), fact(F1),
    V_p \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    V_way \== '@none',
    memberchk(V_way, ['dropped', 'held_visible']),
    \+ (fact('several_penalty_cards'(V_p))).

% all_penalty_cards_major_when_several: 50B (1997, 2007, 2017), kb/law_50.law:473:1
fire('all_penalty_cards_major_when_several', 12, 'penalty_card_severity'(V_p, '@none', V_s, V_r, 'major'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'several_penalty_cards'(V_p), fact(F0),
    F1 = 'penalty_card'(V_p, _, V_s, V_r, _), fact(F1),
    V_s \== '@none',
    V_r \== '@none'.

% all_unnamed_penalty_cards_major_when_several: 50B (1997, 2007, 2017), kb/law_50.law:482:1
fire('all_unnamed_penalty_cards_major_when_several', 12, 'penalty_card_severity'(V_p, V_t, '@none', '@none', 'major'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'several_penalty_cards'(V_p), fact(F0),
    F1 = 'penalty_card'(V_p, V_t, _, _, _), fact(F1),
    V_t \== '@none',
    \+ (fact('exposed_card'(V_p, _, V_t, _, _, _)), V_p \== '@none', V_t \== '@none').

% declarer_designates_which_penalty_card: 50D1 (1997, 2007, 2017), kb/law_50.law:539:1
fire('declarer_designates_which_penalty_card', 12, '@rectification'('50D1', 'designate_which_penalty_card_is_played', [['penalty_cards_of', V_p]], 'may', V_d, '@none'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'several_penalty_cards'(V_p), fact(F0),
    F1 = 'role'(V_d, 'declarer'), fact(F1).

% two_or_more_penalty_cards_lead_law_51: 50D2 (1997, 2007, 2017), kb/law_50.law:623:1
fire('two_or_more_penalty_cards_lead_law_51', 12, '@rectification'('50D2', 'apply_law_51_not_encoded', [['leader', V_l], ['trick', V_t]], 'must', 'director', '@none'), [F0, F1, F2, F3]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_lead_pending'(V_l, V_t), fact(F0),
    F1 = 'role'(V_l, 'defender'), fact(F1),
    F2 = 'role'(V_p, 'defender'), fact(F2),
    partner(V_l, R0), V_p == R0,
    F3 = 'several_penalty_cards'(V_p), fact(F3).

% penalty_card_severity_for_director: 50B (1997, 2007, 2017), kb/law_50.law:492:1
fire('penalty_card_severity_for_director', 13, '@rectification'('50B', 'decide_major_or_minor_penalty_card', [['card_of_trick', V_t], ['major_if', 'honour_or_deliberate_play']], 'must', 'director', '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card'(V_p, V_t, _, _, _), fact(F0),
    V_t \== '@none',
    \+ (fact('exposed_card'(V_p, _, V_t, _, _, _)), V_p \== '@none', V_t \== '@none'),
    \+ (fact('penalty_card_severity'(V_p, V_t, _, _, _)), V_t \== '@none').

% minor_penalty_card_before_lower_cards_of_its_suit: 50C (1997, 2007, 2017), kb/law_50.law:504:1
fire('minor_penalty_card_before_lower_cards_of_its_suit', 13, '@rectification'('50C', 'not_play_lower_card_of_suit_before_penalty_card', [['suit', V_s], ['penalty_card_rank', V_r]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_severity'(V_p, _, V_s, V_r, 'minor'), fact(F0),
    V_s \== '@none',
    V_r \== '@none'.
fire('minor_penalty_card_before_lower_cards_of_its_suit', 13, '@rectification'('50C', 'play_honour_of_suit_instead', [['suit', V_s]], 'may', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_severity'(V_p, _, V_s, V_r, 'minor'), fact(F0),
    V_s \== '@none',
    V_r \== '@none'.

% minor_penalty_card_information_unauthorized_1997: 50C (1997), kb/law_50.law:513:1
fire('minor_penalty_card_information_unauthorized_1997', 13, '@rectification'('50C', 'not_use_information_from_penalty_card', [['card_of', V_p]], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'penalty_card_severity'(V_p, _, _, _, 'minor'), fact(F0),
    partner(V_p, R0).

% major_penalty_card_at_first_opportunity: 50D1 (1997, 2007, 2017), kb/law_50.law:523:1
fire('major_penalty_card_at_first_opportunity', 13, '@rectification'('50D1', 'play_penalty_card_at_first_legal_opportunity', [['suit', V_s], ['rank', V_r]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_severity'(V_p, _, V_s, V_r, 'major'), fact(F0),
    V_s \== '@none',
    V_r \== '@none'.

% major_penalty_card_of_trick_at_first_opportunity: 50D1 (1997, 2007, 2017), kb/law_50.law:531:1
fire('major_penalty_card_of_trick_at_first_opportunity', 13, '@rectification'('50D1', 'play_penalty_card_at_first_legal_opportunity', [['card_of_trick', V_t]], 'must', V_p, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_severity'(V_p, V_t, _, _, 'major'), fact(F0),
    V_t \== '@none'.

% major_penalty_card_information_unauthorized_1997: 50D1 (1997), kb/law_50.law:548:1
fire('major_penalty_card_information_unauthorized_1997', 13, '@rectification'('50D1', 'not_use_information_from_penalty_card', [['card_of', V_p], ['except', 'requirement_to_play_it']], 'must', R0, '@none'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997']),
    F0 = 'penalty_card_severity'(V_p, _, _, _, 'major'), fact(F0),
    partner(V_p, R0).

% declarer_chooses_lead_restriction: 50D2 (1997, 2007, 2017), kb/law_50.law:577:1
fire('declarer_chooses_lead_restriction', 13, '@rectification'('50D2', 'wait_for_declarers_choice_before_leading', [['trick', V_t]], 'must', V_l, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_lead_pending'(V_l, V_t), fact(F0),
    F1 = 'role'(V_l, 'defender'), fact(F1),
    F2 = 'role'(V_p, 'defender'), fact(F2),
    partner(V_l, R0), V_p == R0,
    F3 = 'penalty_card_severity'(V_p, _, _, _, 'major'), fact(F3),
    F4 = 'role'(V_d, 'declarer'), fact(F4),
    \+ (fact('several_penalty_cards'(V_p))).
fire('declarer_chooses_lead_restriction', 13, '@rectification'('50D2', 'require_lead_of_penalty_card_suit', [['leader', V_l], ['trick', V_t]], 'may', V_d, 'lead_with_major_penalty_card'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_lead_pending'(V_l, V_t), fact(F0),
    F1 = 'role'(V_l, 'defender'), fact(F1),
    F2 = 'role'(V_p, 'defender'), fact(F2),
    partner(V_l, R0), V_p == R0,
    F3 = 'penalty_card_severity'(V_p, _, _, _, 'major'), fact(F3),
    F4 = 'role'(V_d, 'declarer'), fact(F4),
    \+ (fact('several_penalty_cards'(V_p))).
fire('declarer_chooses_lead_restriction', 13, '@rectification'('50D2', 'forbid_lead_of_penalty_card_suit', [['leader', V_l], ['trick', V_t], ['for', 'as_long_as_he_keeps_the_lead']], 'may', V_d, 'lead_with_major_penalty_card'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_lead_pending'(V_l, V_t), fact(F0),
    F1 = 'role'(V_l, 'defender'), fact(F1),
    F2 = 'role'(V_p, 'defender'), fact(F2),
    partner(V_l, R0), V_p == R0,
    F3 = 'penalty_card_severity'(V_p, _, _, _, 'major'), fact(F3),
    F4 = 'role'(V_d, 'declarer'), fact(F4),
    \+ (fact('several_penalty_cards'(V_p))).
fire('declarer_chooses_lead_restriction', 13, '@rectification'('50D2', 'leave_lead_free', [['leader', V_l], ['trick', V_t]], 'may', V_d, 'lead_with_major_penalty_card'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'penalty_card_lead_pending'(V_l, V_t), fact(F0),
    F1 = 'role'(V_l, 'defender'), fact(F1),
    F2 = 'role'(V_p, 'defender'), fact(F2),
    partner(V_l, R0), V_p == R0,
    F3 = 'penalty_card_severity'(V_p, _, _, _, 'major'), fact(F3),
    F4 = 'role'(V_d, 'declarer'), fact(F4),
    \+ (fact('several_penalty_cards'(V_p))).

% penalty_card_picked_up_after_lead_restriction: 50D2 (1997, 2007, 2017), kb/law_50.law:594:1
fire('penalty_card_picked_up_after_lead_restriction', 13, '@rectification'('50D2', 'pick_up_penalty_card', [['no_longer_a_penalty_card', true]], 'must', V_p, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'(V_c), fact(F0),
    memberchk(V_c, ['require_lead_of_penalty_card_suit', 'forbid_lead_of_penalty_card_suit']),
    F1 = 'penalty_card_lead_pending'(V_l, V_t), fact(F1),
    F2 = 'role'(V_l, 'defender'), fact(F2),
    F3 = 'role'(V_p, 'defender'), fact(F3),
    partner(V_l, R0), V_p == R0,
    F4 = 'penalty_card_severity'(V_p, _, _, _, 'major'), fact(F4),
    \+ (fact('several_penalty_cards'(V_p))).

% penalty_card_remains_after_free_lead: 50D2 (1997, 2007, 2017), kb/law_50.law:609:1
fire('penalty_card_remains_after_free_lead', 13, '@rectification'('50D2', 'keep_penalty_card_on_table', [['law_50d_applies_while_it_remains', true]], 'must', V_p, '@none'), [F0, F1, F2, F3, F4]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'chosen'('leave_lead_free'), fact(F0),
    F1 = 'penalty_card_lead_pending'(V_l, V_t), fact(F1),
    F2 = 'role'(V_l, 'defender'), fact(F2),
    F3 = 'role'(V_p, 'defender'), fact(F3),
    partner(V_l, R0), V_p == R0,
    F4 = 'penalty_card_severity'(V_p, _, _, _, 'major'), fact(F4),
    \+ (fact('several_penalty_cards'(V_p))).

% no_play_after_a_claim:  (1997, 2007, 2017), kb/constraints.law:12:1
fire('no_play_after_a_claim', 1, '@contradiction'('no_play_after_a_claim'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'claim'(_, V_claimed, _), fact(F0),
    V_claimed \== '@none',
    F1 = 'play'(_, V_t, _, _, _), fact(F1),
    V_t \== '@none',
    V_claimed < V_t.

% no_trick_won_after_a_claim:  (1997, 2007, 2017), kb/constraints.law:19:1
fire('no_trick_won_after_a_claim', 1, '@contradiction'('no_trick_won_after_a_claim'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'claim'(_, V_claimed, _), fact(F0),
    V_claimed \== '@none',
    F1 = 'trick_won'(V_t, _), fact(F1),
    V_t \== '@none',
    V_claimed < V_t.

% one_card_one_hand:  (1997, 2007, 2017), kb/constraints.law:26:1
fire('one_card_one_hand', 1, '@contradiction'('one_card_one_hand'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(V_first, _, _, V_s, V_r, _), fact(F0),
    V_first \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    F1 = 'exposed_card'(V_second, _, _, V_s, V_r, _), fact(F1),
    V_second \== '@none',
    V_s \== '@none',
    V_r \== '@none',
    turn(V_first, 'N', R0), turn(V_second, 'N', R1), R0 < R1,
    \+ (fact('extra_card'(_, _, _))).

% no_trick_during_the_auction:  (1997, 2007, 2017), kb/constraints.law:34:1
fire('no_trick_during_the_auction', 1, '@contradiction'('no_trick_during_the_auction'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'exposed_card'(_, 'auction_period', V_t, _, _, _), fact(F0),
    V_t \== '@none'.

% cards_at_once_in_one_hand:  (1997, 2007, 2017), kb/constraints.law:39:1
fire('cards_at_once_in_one_hand', 1, '@contradiction'('cards_at_once_in_one_hand'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(_, _, V_v), fact(F0),
    V_v \== '@none',
    V_v > 13.

% cards_at_once_not_negative:  (1997, 2007, 2017), kb/constraints.law:45:1
fire('cards_at_once_not_negative', 1, '@contradiction'('cards_at_once_not_negative'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'cards_at_once'(_, _, V_v), fact(F0),
    V_v \== '@none',
    V_v < 0.

% one_winner_per_trick:  (1997, 2007, 2017), kb/vocabulary.law:202:1
fire('one_winner_per_trick', 1, '@contradiction'('one_winner_per_trick'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'trick_won'(V_t, V_first), fact(F0),
    V_t \== '@none',
    V_first \== '@none',
    F1 = 'trick_won'(V_t, V_second), fact(F1),
    V_t \== '@none',
    V_second \== '@none',
    turn(V_first, 'N', R0), turn(V_second, 'N', R1), R0 < R1.

% one_call_per_turn:  (1997, 2007, 2017), kb/vocabulary.law:209:1
fire('one_call_per_turn', 1, '@contradiction'('one_call_per_turn'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'call'(V_first, V_order, _, _, _), fact(F0),
    V_first \== '@none',
    V_order \== '@none',
    F1 = 'call'(V_second, V_order, _, _, _), fact(F1),
    V_second \== '@none',
    V_order \== '@none',
    turn(V_first, 'N', R0), turn(V_second, 'N', R1), R0 < R1.

% nobody_asks_himself:  (1997, 2007, 2017), kb/vocabulary.law:216:1
fire('nobody_asks_himself', 1, '@contradiction'('nobody_asks_himself'), [F0]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'revoke_question'(V_player, V_player, _), fact(F0),
    V_player \== '@none',
    V_player \== '@none'.

% no_revoke_after_a_claim:  (1997, 2007, 2017), kb/vocabulary.law:221:1
fire('no_revoke_after_a_claim', 1, '@contradiction'('no_revoke_after_a_claim'), [F0, F1]) :-
    fact('@edition'(Edition)), memberchk(Edition, ['1997', '2007', '2017']),
    F0 = 'attention_drawn'(V_t, _), fact(F0),
    V_t \== '@none',
    F1 = 'claim'(V_claimer, V_claimed, _), fact(F1),
    V_claimer \== '@none',
    V_claimed \== '@none',
    V_claimed < V_t.


% ---------------------------------------------------------------- driver
% The limits (engine/limits.py) come with each query: limits(MaxRounds, MaxDerivations, Seconds).
saturate(Stratum, Round) :-
    nb_getval(engine_max_rounds, Max),
    (   Round >= Max
    ->  findall(R, fire(R, Stratum, _, _), Rs), sort(Rs, Names),
        throw(engine_limit(rounds, [Stratum, Names]))
    ;   true ),
    findall(R-C-U, fire(R, Stratum, C, U), Firings),
    foldl(record, Firings, 0, New),
    (   New > 0 -> Next is Round + 1, saturate(Stratum, Next) ; true ).

% A recursive stratum runs to a fixpoint; any other is complete after one pass.
run_stratum(S) :- recursive_stratum(S), !, saturate(S, 0).
run_stratum(S) :-
    findall(R-C-U, fire(R, S, C, U), Firings),
    foldl(record, Firings, 0, _).

record(R-C-U, N0, N) :-
    (   derivation(R, C, U)
    ->  N = N0
    ;   assertz(derivation(R, C, U)),
        ( fact(C) -> true ; assertz(fact(C)) ),
        flag(engine_derivations, D, D + 1),
        nb_getval(engine_max_derivations, MaxD),
        ( D >= MaxD -> throw(engine_limit(derivations, [MaxD])) ; true ),
        N is N0 + 1 ).

as_list(T, L) :- T =.. L.

% The derivations as one JSON atom: pyswip converts every binding it returns
% term by term, which costs far more than the ruling itself. A limit reached
% gives {"limit": Name, "details": [...]} instead.
run_incident_json(Edition, Facts, Limits, Json) :-
    catch(run_incident(Edition, Facts, Limits, Out), Error, limit_reached(Error, Out)),
    atom_json_term(Json, Out, [as(atom), width(0)]).

limit_reached(engine_limit(Name, Details), json([limit=Name, details=Details])) :- !.
limit_reached(time_limit_exceeded, json([limit=time, details=[]])) :- !.
limit_reached(Error, _) :- throw(Error).

run_incident(Edition, Facts, limits(MaxRounds, MaxDerivations, Seconds), Out) :-
    nb_setval(engine_max_rounds, MaxRounds),
    nb_setval(engine_max_derivations, MaxDerivations),
    flag(engine_derivations, _, 0),
    setup_call_cleanup(
        ( retractall(fact(_)), retractall(derivation(_, _, _)) ),
        ( assertz(fact('@edition'(Edition))),
          forall(member(F, Facts), assertz(fact(F))),
          within(Seconds, run_strata(0)),
          findall([R, CL, UL], (derivation(R, C, U), as_list(C, CL), maplist(as_list, U, UL)), Out) ),
        ( retractall(fact(_)), retractall(derivation(_, _, _)) )).

% Strata 0 to the last in turn (a loop, not between/3: a time limit reached inside a
% foreign predicate makes SWI-Prolog print a warning).
run_strata(S) :- S > 13, !.
run_strata(S) :- run_stratum(S), Next is S + 1, run_strata(Next).

within(Seconds, Goal) :- Seconds =< 0, !, call(Goal).
within(Seconds, Goal) :- call_with_time_limit(Seconds, Goal).
