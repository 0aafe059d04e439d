//! Calendar dates: the daily puzzle's day, a game's day in the history, and the statistics'
//! days and streaks. Plain arithmetic on the proleptic Gregorian calendar; what day it is
//! today depends on the computer's clock and time zone and is asked of the platform
//! (`worker::today`).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A calendar date (proleptic Gregorian), from year 1 to 9999. Kept in saves as
/// `"YYYY-MM-DD"`, checked when read back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Date {
    year: i32,
    month: u32,
    day: u32,
}

/// The weekdays, from Monday, as the daily puzzle names them.
const WEEKDAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

impl Date {
    /// 1970-01-01, day 0 of [`Date::days`].
    pub const EPOCH: Date = Date {
        year: 1970,
        month: 1,
        day: 1,
    };

    /// The date `year-month-day`, if there is one.
    pub fn new(year: i32, month: u32, day: u32) -> Option<Date> {
        let valid = (1..=9999).contains(&year)
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        valid.then_some(Date { year, month, day })
    }

    /// The date `days` days after 1970-01-01 (before it when negative), if in range.
    pub fn from_days(days: i64) -> Option<Date> {
        // Howard Hinnant's civil-from-days: eras of 400 years (146,097 days) from 0000-03-01.
        let z = days.checked_add(719_468)?;
        let era = z.div_euclid(146_097);
        let day_of_era = z.rem_euclid(146_097);
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let shifted_month = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
        let month = if shifted_month < 10 {
            shifted_month + 3
        } else {
            shifted_month - 9
        };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Date::new(
            i32::try_from(year).ok()?,
            u32::try_from(month).ok()?,
            u32::try_from(day).ok()?,
        )
    }

    /// The day of a clock reading: `seconds` since 1970-01-01 00:00 in some time zone (the
    /// epoch itself where the day is out of range).
    pub fn from_seconds(seconds: i64) -> Date {
        Date::from_days(seconds.div_euclid(86_400)).unwrap_or(Date::EPOCH)
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days(self) -> i64 {
        let (month, day) = (i64::from(self.month), i64::from(self.day));
        let year = i64::from(self.year) - i64::from(month <= 2);
        let era = year.div_euclid(400);
        let year_of_era = year.rem_euclid(400);
        let shifted_month = (month + 9) % 12;
        let day_of_year = (153 * shifted_month + 2) / 5 + day - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The next day, if in range.
    pub fn next(self) -> Option<Date> {
        Date::from_days(self.days() + 1)
    }

    /// The weekday, 0 for Monday to 6 for Sunday (1970-01-01 was a Thursday).
    pub fn weekday(self) -> usize {
        usize::try_from((self.days() + 3).rem_euclid(7)).unwrap_or(0)
    }

    /// The weekday's name: `Monday` ...
    pub fn weekday_name(self) -> &'static str {
        WEEKDAYS.get(self.weekday()).copied().unwrap_or("Monday")
    }
}

/// How many days `month` of `year` has.
fn days_in_month(year: i32, month: u32) -> u32 {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = String;

    /// `YYYY-MM-DD`.
    fn from_str(text: &str) -> Result<Date, String> {
        let bad = || format!("'{text}' is not a date of the form YYYY-MM-DD");
        let mut parts = text.trim().split('-');
        let (Some(year), Some(month), Some(day), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let digits =
            |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b.is_ascii_digit());
        let well_formed = digits(year, 4) && digits(month, 2) && digits(day, 2);
        let number = |part: &str| part.parse::<u32>().ok();
        match (well_formed, number(year), number(month), number(day)) {
            (true, Some(year), Some(month), Some(day)) => {
                Date::new(i32::try_from(year).map_err(|_| bad())?, month, day)
                    .ok_or_else(|| format!("{text}: there is no such day"))
            }
            _ => Err(bad()),
        }
    }
}

impl From<Date> for String {
    fn from(date: Date) -> String {
        date.to_string()
    }
}

impl TryFrom<String> for Date {
    type Error = String;

    fn try_from(text: String) -> Result<Date, String> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_numbers_round_trip_and_know_the_calendar() {
        let epoch = Date::new(1970, 1, 1).unwrap_or_else(|| panic!("no epoch"));
        assert_eq!(epoch.days(), 0);
        assert_eq!(epoch.weekday_name(), "Thursday");
        let known = [
            ((2000, 2, 29), 11_016, "Tuesday"),
            ((2026, 11, 25), 20_782, "Wednesday"),
            ((1969, 12, 31), -1, "Wednesday"),
            ((2100, 3, 1), 47_541, "Monday"),
        ];
        for ((y, m, d), days, weekday) in known {
            let date = Date::new(y, m, d).unwrap_or_else(|| panic!("{y}-{m}-{d}"));
            assert_eq!(date.days(), days, "{date}");
            assert_eq!(date.weekday_name(), weekday, "{date}");
        }
        for days in -800_000..800_000 {
            if let Some(date) = Date::from_days(days) {
                assert_eq!(date.days(), days);
                assert_eq!(date.next().map(Date::days), Some(days + 1));
            }
        }
    }

    #[test]
    fn only_real_dates_are_read() {
        assert_eq!(
            "2024-02-29".parse::<Date>().map(|d| d.to_string()),
            Ok("2024-02-29".into())
        );
        for bad in [
            "2023-02-29",
            "2026-13-01",
            "2026-04-31",
            "26-1-1",
            "2026/01/01",
            "0000-01-01",
            "+999-01-01",
            "2024-+1-01",
        ] {
            assert!(bad.parse::<Date>().is_err(), "{bad}");
        }
    }
}
