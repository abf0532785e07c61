// Where an advisor is based: home state, city and firm (docs/product.md#becoming-an-advisor). Asked
// when they accept their invitation and in the profile editor; nothing is filled in for them.
import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { LIMITS } from '../../../shared/limits';
import { US_STATES } from '../../../shared/us-states';
import { Select } from '../../ui/combobox-inputs';
import classes from './location-fields.module.css';

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.abbreviation,
  label: state.name,
}));

export interface LocationValues {
  homeState: string | null;
  city: string;
  firmName: string;
}

export function LocationFields({
  values,
  onChange,
  error,
  disabled = false,
}: {
  values: LocationValues;
  onChange: (change: Partial<LocationValues>) => void;
  error: (field: keyof LocationValues) => string | undefined;
  disabled?: boolean;
}) {
  return (
    <div className={classes.fields}>
      <Select
        name="homeState"
        label="Home state"
        description="The state you are based in, shown on your profile."
        placeholder="Choose your state"
        data={STATE_OPTIONS}
        searchable
        required
        disabled={disabled}
        value={values.homeState}
        onChange={(homeState) => onChange({ homeState })}
        error={error('homeState')}
        nothingFoundMessage="No state matches"
      />
      <TextInput
        name="city"
        label="City"
        description="The city you work from."
        required
        disabled={disabled}
        autoComplete="address-level2"
        maxLength={LIMITS.advisorCity.max}
        value={values.city}
        onChange={(event) => onChange({ city: event.currentTarget.value })}
        error={error('city')}
      />
      <TextInput
        name="firmName"
        label="Firm"
        description="Your firm’s name, as your Form ADV gives it."
        required
        disabled={disabled}
        autoComplete="organization"
        maxLength={LIMITS.firmName.max}
        value={values.firmName}
        onChange={(event) => onChange({ firmName: event.currentTarget.value })}
        error={error('firmName')}
      />
    </div>
  );
}
