import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useLayoutEffect, useState } from "react";
import { formatRupees } from "../../format/money.ts";
import { activateLocale, isLocale, LOCALES } from "../../i18n/locales.ts";
import type { UserType } from "../../session/session.ts";
import "./LandingScreen.css";
import { ROLE_ICONS, WheatIcon } from "./LandingIcons.tsx";
import { dropPrerenderedLanding } from "./prerendered.ts";
import { ROLES, storeRole } from "../../features/roles/index.ts";
import { useHydrated } from "../../rendered/hydrated.ts";

// The landing page is the first download of a visit: plain React, CSS and Lingui only (no Chakra, Relay
// or icon library), so it stays within the first-visit budget.

function goToLogin(url: string) {
  window.location.assign(url);
}

/** Which of the two start buttons was pressed before a role was chosen. */
type Prompted = "start" | "join" | null;

/**
 * The signed-out landing page: language selector, marketing figures, three role cards,
 * and Get Started / Join Now, which read 'Select Role First' until a role is chosen. They stay pressable
 * (aria-disabled, not disabled): pressing one without a role shows 'Please select your role first' above
 * it. Starting stores selectedRole and sends the browser to /api/login with the role.
 */
export default function LandingScreen({ go = goToLogin }: { go?: (url: string) => void }) {
  const { t, i18n } = useLingui();
  useHydrated();
  const [role, setRole] = useState<UserType | null>(null);
  const [prompted, setPrompted] = useState<Prompted>(null);
  // This render takes the place of the prerendered copy in the same frame.
  useLayoutEffect(dropPrerenderedLanding, []);

  function start(from: Exclude<Prompted, null>) {
    if (!role) {
      setPrompted(from);
      return;
    }
    storeRole(role);
    go(`/api/login?role=${encodeURIComponent(role)}`);
  }

  const monthlyLow = formatRupees(15000);
  const monthlyHigh = formatRupees(50000);
  const dailyLow = formatRupees(800);
  const dailyHigh = formatRupees(2500);

  const startLabel = (ready: ReactNode) => (role ? ready : <Trans>Select Role First</Trans>);
  const roleAlert = (from: Exclude<Prompted, null>) =>
    !role &&
    prompted === from && (
      <p role="alert" className="ks-alert">
        <Trans>Please select your role first</Trans>
      </p>
    );

  return (
    <div className="ks-landing">
      <header className="ks-top">
        <div className="ks-wrap ks-top__row">
          <span className="ks-logo">
            <span className="ks-logo__mark">
              <WheatIcon size={20} />
            </span>
            KhetSetu
          </span>
          <select
            className="ks-lang"
            aria-label={t`Language`}
            value={i18n.locale}
            onChange={(event) => {
              if (isLocale(event.target.value)) void activateLocale(event.target.value);
            }}
          >
            {LOCALES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.nativeName}
              </option>
            ))}
          </select>
        </div>
      </header>

      <main>
        <section className="ks-hero">
          <div className="ks-wrap">
            <p className="ks-eyebrow">
              <Trans>Agricultural work marketplace for India</Trans>
            </p>
            <h1 className="ks-hero__title">
              <Trans>Farm work, fair pay, close to home</Trans>
            </h1>
            <p className="ks-hero__lead">
              <Trans>
                KhetSetu connects farm workers with employers and training providers. Find daily work, hire skilled
                hands, and learn new skills.
              </Trans>
            </p>
            <p className="ks-hero__earn">
              <Trans>
                Earn {monthlyLow} to {monthlyHigh}+ monthly
              </Trans>
            </p>
          </div>
        </section>

        <section className="ks-section ks-roles" aria-labelledby="ks-roles-title">
          <div className="ks-wrap">
            <h2 id="ks-roles-title" className="ks-section__title">
              <Trans>Choose your role</Trans>
            </h2>
            <p className="ks-section__lead">
              <Trans>Tell us how you will use KhetSetu to get started.</Trans>
            </p>
            <div className="ks-roles__grid">
              {ROLES.map((r) => {
                const Icon = ROLE_ICONS[r.value];
                return (
                  <button
                    key={r.value}
                    type="button"
                    className="ks-role"
                    aria-pressed={role === r.value}
                    onClick={() => setRole(r.value)}
                  >
                    <span className="ks-role__icon">
                      <Icon />
                    </span>
                    <span className="ks-role__text">
                      <span className="ks-role__label">{i18n._(r.label)}</span>
                      <span className="ks-role__desc">{i18n._(r.description)}</span>
                    </span>
                    <span className="ks-role__check" aria-hidden="true" />
                  </button>
                );
              })}
            </div>
            {roleAlert("start")}
            <button type="button" className="ks-cta" aria-disabled={!role} onClick={() => start("start")}>
              {startLabel(<Trans>Get Started</Trans>)}
            </button>
          </div>
        </section>

        <section className="ks-section ks-figures" aria-labelledby="ks-figures-title">
          <div className="ks-wrap">
            <h2 id="ks-figures-title" className="ks-section__title">
              <Trans>Why KhetSetu</Trans>
            </h2>
            <ul className="ks-figures__grid">
              <li className="ks-figure">
                <span className="ks-figure__value">
                  <Trans>
                    {monthlyLow} to {monthlyHigh}+
                  </Trans>
                </span>
                <span className="ks-figure__label">
                  <Trans>monthly earnings</Trans>
                </span>
              </li>
              <li className="ks-figure">
                <span className="ks-figure__value">
                  <Trans>
                    {dailyLow} to {dailyHigh}
                  </Trans>
                </span>
                <span className="ks-figure__label">
                  <Trans>daily earning potential</Trans>
                </span>
              </li>
              <li className="ks-figure">
                <span className="ks-figure__value">300+</span>
                <span className="ks-figure__label">
                  <Trans>job postings</Trans>
                </span>
              </li>
              <li className="ks-figure">
                <span className="ks-figure__value">50+</span>
                <span className="ks-figure__label">
                  <Trans>training courses</Trans>
                </span>
              </li>
            </ul>
          </div>
        </section>

        <section className="ks-section" aria-labelledby="ks-how-title">
          <div className="ks-wrap">
            <h2 id="ks-how-title" className="ks-section__title">
              <Trans>How it works</Trans>
            </h2>
            <ol className="ks-steps">
              <li>
                <h3>
                  <Trans>Sign in with your mobile number</Trans>
                </h3>
                <p>
                  <Trans>No password needed: we send you a one-time code.</Trans>
                </p>
              </li>
              <li>
                <h3>
                  <Trans>Complete your profile</Trans>
                </h3>
                <p>
                  <Trans>Add your village, skills and experience so the right work finds you.</Trans>
                </p>
              </li>
              <li>
                <h3>
                  <Trans>Find work or workers</Trans>
                </h3>
                <p>
                  <Trans>Apply for jobs nearby, hire farm workers, or offer training courses.</Trans>
                </p>
              </li>
            </ol>
          </div>
        </section>

        <section className="ks-section ks-join" aria-labelledby="ks-join-title">
          <div className="ks-wrap">
            <h2 id="ks-join-title" className="ks-section__title">
              <Trans>Ready to grow with KhetSetu?</Trans>
            </h2>
            <p className="ks-section__lead">
              <Trans>
                Daily earning potential of {dailyLow} to {dailyHigh}.
              </Trans>
            </p>
            {roleAlert("join")}
            <button type="button" className="ks-cta ks-cta--light" aria-disabled={!role} onClick={() => start("join")}>
              {startLabel(<Trans>Join Now</Trans>)}
            </button>
          </div>
        </section>
      </main>

      <footer className="ks-footer">
        <div className="ks-wrap">
          <p>
            <Trans>KhetSetu: connecting India's farms with skilled hands.</Trans>
          </p>
        </div>
      </footer>
    </div>
  );
}
