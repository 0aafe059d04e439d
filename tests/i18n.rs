//! The Fluent files against the code: every message id the code names with `t!` is in every
//! language, no language has an id the code does not use, every file parses, and every
//! variable a message puts in is one each call gives it.

use fluent_syntax::ast;
use shudu::i18n::Language;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const FILES: [&str; 5] = ["window", "lab", "techniques", "cli", "errors"];

/// A message's id and the variables it uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

/// Every message of a language's files, with the problems found (parse errors, ids twice).
fn messages(language: Language) -> (Messages, Vec<String>) {
    let mut found = Messages::new();
    let mut problems = Vec::new();
    for name in FILES {
        let path = format!("assets/i18n/{}/{name}.ftl", language.tag());
        let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let resource = match fluent_syntax::parser::parse(source.as_str()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                for error in errors {
                    problems.push(format!("{path}: {error:?}"));
                }
                resource
            }
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut variables);
                }
                let id = message.id.name.to_owned();
                if found.insert(id.clone(), variables).is_some() {
                    problems.push(format!("{path}: `{id}` is defined twice"));
                }
            }
        }
    }
    (found, problems)
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for named in &arguments.named {
                inline_variables(&named.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Every `t!("id", name = value, ...)` in the source files: the id, with the names each call
/// gives (one set a call).
fn calls() -> BTreeMap<String, Vec<BTreeSet<String>>> {
    let mut calls = BTreeMap::<String, Vec<BTreeSet<String>>>::new();
    for path in rust_files(Path::new("src")) {
        let source = std::fs::read_to_string(&path).unwrap_or_default();
        // Comments may show the macro's use; only code counts.
        let code: String = source
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let mut rest = code.as_str();
        while let Some(at) = rest.find("t!(") {
            let before = rest[..at].chars().next_back();
            rest = &rest[at + 3..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let Some(call) = rest.trim_start().strip_prefix('"') else {
                continue;
            };
            let Some(end) = call.find('"') else { continue };
            let id = call[..end].to_owned();
            let names = argument_names(&call[end + 1..]);
            calls.entry(id).or_default().push(names);
        }
    }
    calls
}

/// The names given after a call's id (`, name = value`), up to the call's closing bracket.
fn argument_names(after_id: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut token = String::new();
    let mut expecting_name = true;
    let mut chars = after_id.chars().peekable();
    while let Some(c) = chars.next() {
        if in_string {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                expecting_name = true;
                token.clear();
            }
            '=' if depth == 0 && expecting_name && chars.peek() != Some(&'=') => {
                names.insert(token.trim().to_owned());
                expecting_name = false;
            }
            _ if expecting_name => token.push(c),
            _ => {}
        }
    }
    names
}

fn rust_files(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(folder) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn every_language_has_exactly_the_messages_the_code_uses() {
    let calls = calls();
    assert!(
        calls.len() > 5,
        "the code names only {} messages",
        calls.len()
    );
    // `--help` in English is clap's (the doc comments); other languages give it by the ids of
    // the command tree.
    let help = shudu::cli::help_ids();
    let mut problems = Vec::new();
    for language in Language::ALL {
        let mut used: BTreeSet<&String> = calls.keys().collect();
        if language != Language::English {
            used.extend(help.iter());
        }
        let (messages, mut found) = messages(language);
        problems.append(&mut found);
        let tag = language.tag();
        for id in used.iter().filter(|id| !messages.contains_key(**id)) {
            problems.push(format!("{tag}: `{id}` is used in the code but missing"));
        }
        for id in messages.keys().filter(|id| !used.contains(id)) {
            problems.push(format!("{tag}: `{id}` is in the files but no code uses it"));
        }
        for (id, variables) in &messages {
            for given in calls.get(id).into_iter().flatten() {
                for missing in variables.difference(given) {
                    problems.push(format!(
                        "{tag}: `{id}` puts in ${missing}, which a call does not give"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_sees_a_missing_message_and_a_missing_variable() {
    // The scanner itself: a call's names, brackets and strings inside values skipped.
    let names = argument_names(r#", count = f(a, b = 2), file = "x)y", n = v[0])"#);
    let expected: BTreeSet<String> = ["count", "file", "n"].map(String::from).into();
    assert_eq!(names, expected);
    let (english, problems) = messages(Language::English);
    assert!(problems.is_empty(), "{problems:?}");
    assert!(english.contains_key("error-language"));
    assert!(!english.contains_key("no-such-message"));
    assert!(english["error-language"].contains("tag"));
}
