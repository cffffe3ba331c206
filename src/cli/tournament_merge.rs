//! A tournament's merge (`gridwright merge`, or `tournament merge`): the shards' games made
//! into the report the run would have printed in one process (standings, head to head,
//! maps, or `--json`), byte for byte but the timing columns, which are recomputed from the
//! shards' own times.

use super::error::Outcome;
use super::merge::{MergeArgs, merged, report};
use super::save::Saver;
use crate::bombfight::players::PlayerSpec;
use crate::bombfight::tournament::GameResult;
use crate::bombfight::tournament_report::{report_json, report_text};
use crate::bombfight::tournament_results::{GameLine, TournamentRun};

/// Merges a tournament's results files.
pub fn run(m: &MergeArgs, saver: &Saver) -> Outcome {
    let all = merged::<TournamentRun, GameLine>(m, "tournament")?;
    let results: Vec<GameResult> = all.items.iter().map(GameLine::result).collect();
    let run = &all.run.details;
    let names: Vec<String> = run.entrants.iter().map(PlayerSpec::name).collect();
    let map_names: Vec<String> = run.maps.iter().map(|(n, _)| n.clone()).collect();
    let text = if m.json {
        report_json(&run.entrants, &map_names, &results)
    } else {
        report_text(&names, &map_names, &results)
    };
    report(m, &text, saver)
}
