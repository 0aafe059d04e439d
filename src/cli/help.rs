//! The command line's `--help` in the current language. English is clap's, from the doc
//! comments of [`Args`] (also the source of the man pages and completions); another language
//! gives each text by an id made from its place in the tree: `help-shudu` for the program's
//! description, `help-shudu-solve` for a subcommand's, `help-shudu-solve-first` for an option's
//! (see [`help_ids`], which `tests/i18n.rs` checks against the Fluent files).

use super::Args;
use crate::i18n::{self, Language};
use clap::CommandFactory;

/// [`Args`]'s command, its texts and headings in the current language.
pub fn command() -> clap::Command {
    let mut command = Args::command();
    command.build();
    if i18n::current() == Language::English {
        return command;
    }
    localise(command, "help-shudu")
}

fn localise(command: clap::Command, id: &str) -> clap::Command {
    let text = |id: &str| i18n::lookup(id);
    let mut command = command
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{}{{usage}}\n\n{{all-args}}{{after-help}}",
            crate::t!("help-usage")
        ))
        .subcommand_help_heading(crate::t!("help-commands"))
        .next_help_heading(crate::t!("help-options"));
    if let Some(about) = text(id) {
        command = command.about(about.clone()).long_about(about);
    }
    let args: Vec<String> = command
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .collect();
    for name in args {
        let arg_id = format!("{id}-{name}");
        let help = text(&arg_id).or_else(|| text(&format!("help-any-{name}")));
        command = command.mut_arg(name.as_str(), |arg| {
            let arg = if arg.is_positional() {
                arg
            } else {
                arg.help_heading(crate::t!("help-options"))
            };
            match help {
                Some(help) => arg.help(help.clone()).long_help(help),
                None => arg,
            }
        });
    }
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    for name in subcommands {
        // clap's own `help` subcommand lists the others again: its description alone.
        if name == "help" {
            let about = crate::t!("help-any-help-command");
            command = command.mut_subcommand(name, |sub| sub.about(about));
            continue;
        }
        let sub_id = format!("{id}-{name}");
        command = command.mut_subcommand(name, |sub| localise(sub, &sub_id));
    }
    command
}

/// Every id a language other than English gives `--help` texts by: each command's, and each
/// of its arguments' except those every command shares (`help-any-help`, `help-any-version`,
/// `help-any-lang`, `help-any-fetch`), clap's `help` subcommand left out.
pub fn help_ids() -> Vec<String> {
    let mut command = Args::command();
    command.build();
    let mut ids = vec![
        "help-any-help".to_owned(),
        "help-any-version".to_owned(),
        "help-any-lang".to_owned(),
        "help-any-fetch".to_owned(),
    ];
    // `help-any-help-command` is named in the code itself.
    collect(&command, "help-shudu", &mut ids);
    ids
}

fn collect(command: &clap::Command, id: &str, ids: &mut Vec<String>) {
    ids.push(id.to_owned());
    for arg in command.get_arguments() {
        let name = arg.get_id().as_str();
        if !["help", "version", "lang", "fetch"].contains(&name) {
            ids.push(format!("{id}-{name}"));
        }
    }
    for sub in command
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
    {
        collect(sub, &format!("{id}-{}", sub.get_name()), ids);
    }
}
