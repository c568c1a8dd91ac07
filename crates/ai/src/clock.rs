//! Clocks for time budgets, injected so that tests and WebAssembly choose
//! their own.

use std::cell::Cell;
use std::time::Duration;

/// A source of elapsed time for time budgets.
///
/// A search reads it when it starts and then every few thousand nodes; it
/// never sleeps. The machine's clock is [`SystemClock`]; tests use a
/// [`FakeClock`], so that a time budget gives the same answer on every run;
/// `wasm32-unknown-unknown`, which has no `std::time::Instant`, passes a clock
/// of its own (JavaScript's `performance.now()`).
pub trait Clock: Send {
    /// Time elapsed since some fixed instant of this clock's.
    fn elapsed(&self) -> Duration;
}

impl Clock for Box<dyn Clock> {
    fn elapsed(&self) -> Duration {
        (**self).elapsed()
    }
}

/// The machine's monotonic clock (`std::time::Instant`).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock(std::time::Instant);

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl SystemClock {
    /// A clock started now.
    #[must_use]
    #[allow(
        clippy::disallowed_methods,
        reason = "the one clock that reads the system's; not compiled for wasm32-unknown-unknown"
    )]
    pub fn new() -> SystemClock {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Clock for SystemClock {
    fn elapsed(&self) -> Duration {
        self.0.elapsed()
    }
}

/// A clock for tests: every reading moves it on by a fixed step, so a time
/// budget ends a search after a fixed number of readings, the same on every
/// machine.
#[derive(Debug, Default)]
pub struct FakeClock {
    now: Cell<Duration>,
    step: Duration,
}

impl FakeClock {
    /// A clock at zero that advances by `step` at every reading.
    #[must_use]
    pub fn new(step: Duration) -> FakeClock {
        FakeClock {
            now: Cell::new(Duration::ZERO),
            step,
        }
    }

    /// How many times it has been read.
    #[must_use]
    pub fn readings(&self) -> u64 {
        if self.step.is_zero() {
            return 0;
        }
        u64::try_from(self.now.get().as_nanos() / self.step.as_nanos()).unwrap_or(u64::MAX)
    }
}

impl Clock for FakeClock {
    fn elapsed(&self) -> Duration {
        let t = self.now.get() + self.step;
        self.now.set(t);
        t
    }
}

/// A clock that never moves: time budgets never run out (the default where
/// there is no system clock).
#[derive(Clone, Copy, Debug, Default)]
pub struct StoppedClock;

impl Clock for StoppedClock {
    fn elapsed(&self) -> Duration {
        Duration::ZERO
    }
}

/// The default clock of a player: the system clock where there is one.
pub(crate) fn default_clock() -> Box<dyn Clock> {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    {
        Box::new(SystemClock::new())
    }
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    {
        Box::new(StoppedClock)
    }
}
