// Where the client lives, asked on the signup form of The Plan and The Ongoing as on The Hour's
// time page (ADR 0054): an advisor advises only residents of the states they serve, so the form
// says so before the client pays, leads an outsider to the non-US page, and the server judges.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isOutsideUs } from '../../../shared/contracts/residence';
import type { Residence } from '../../../shared/contracts/residence';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { isAppError, residenceNotServedMessage } from '../../../shared/errors';
import { SITE_PAGES } from '../../../shared/routes/site';
import { stateName } from '../../../shared/us-states';
import { useAdvisorProfile } from '../advisors/advisors-api';
import { ResidenceField } from '../booking/residence-field';
import { ResidenceRefusal } from '../booking/residence-refusal';
import { useResidence } from '../booking/use-residence';

export function useSignupResidence(offering: PublicOffering, signedIn: boolean) {
  const navigate = useNavigate();
  const residence = useResidence(signedIn, null);
  const advisor = useAdvisorProfile(offering.advisorSlug).data;
  const [notServed, setNotServed] = useState<{ message: string; state: string } | null>(null);

  const refuseState = (state: string) =>
    setNotServed({ message: residenceNotServedMessage(stateName(state)), state });

  return {
    /** The question, while the profile does not know the answer or the client changes it. */
    field:
      residence.asked && advisor ? (
        <ResidenceField
          advisor={advisor}
          value={residence.value}
          onChange={(value) => {
            residence.choose(value);
            setNotServed(null);
          }}
          error={residence.missing ? 'Choose where you live.' : null}
        />
      ) : null,
    refusal: notServed ? (
      <ResidenceRefusal message={notServed.message} state={notServed.state} />
    ) : null,
    /**
     * The residence to send, or null when the form must not be sent: unanswered, outside the US
     * (sent on to the non-US page) or a state this advisor does not serve (said at once).
     */
    beforeSubmit(): { residence?: Residence } | null {
      const lives = residence.value;
      if (residence.asked && !lives) {
        residence.setMissing(true);
        document.getElementById('residence')?.focus();
        return null;
      }
      if (lives && isOutsideUs(lives)) {
        void navigate(SITE_PAGES.nonUs);
        return null;
      }
      if (lives && advisor && !advisor.states.includes(lives)) {
        refuseState(lives);
        return null;
      }
      return residence.stated ? { residence: residence.stated as Residence } : {};
    },
    /** Handles the server's own residency answers; false for any other error. */
    handleError(error: unknown): boolean {
      if (!isAppError(error)) return false;
      if (error.code === 'residenceOutsideUs') {
        void navigate(SITE_PAGES.nonUs);
        return true;
      }
      if (error.code === 'residenceNotServed') {
        setNotServed({ message: error.message, state: residence.value });
        return true;
      }
      if (error.code === 'residenceRequired') {
        residence.setMissing(true);
        return true;
      }
      return false;
    },
  };
}
