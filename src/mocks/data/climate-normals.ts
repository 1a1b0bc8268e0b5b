import { EUROPE_AFRICA_ASIA_NORMALS } from './climate-normals-europe-africa-asia';
import { OCEANIA_AMERICAS_POLES_NORMALS } from './climate-normals-oceania-americas-poles';

/**
 * Monthly climate normals of weather stations on every continent and in every climate type,
 * one station a line: `name;lat;lon;elevation m;mean daily max °C ×12;mean daily min °C ×12;
 * precipitation mm ×12;days with ≥ 1 mm ×12`, January first.
 *
 * Source: the WMO 1991–2020 climatological standard normals and the national weather
 * services' published normals (NOAA NCEI, Met Office, DWD, MeteoSwiss, Météo-France, JMA,
 * CMA, IMD, BoM, NIWA, Environment Canada, SMN, INMET, SENAMHI, SAWS and others), rounded to
 * whole units; Antarctic and Greenland ice-sheet stations from their station records. The
 * mock interpolates between them (src/mocks/weather/climate.ts), so precision beyond
 * whole degrees would be spurious.
 *
 * Spot-checked (November 2026) against published tables for 54 stations on every continent:
 * the national services' normals as quoted by the Met Office's travel climate pages, the WMO
 * World Weather Information Service, Wikipedia's climate tables (NWS, MeteoSwiss, SMN, BoM,
 * INMET, IMD, CMA, Environment Canada, DHM Nepal) and Cool Antarctica. Stations that were off by
 * more than ~1.5 °C or whose rain was badly off were corrected then: Zurich, Lagos, Addis
 * Ababa, Nairobi, Dakar, Perth (moved to the Perth Metro station), Fairbanks, Chicago, Lima,
 * McMurdo, Berlin, Istanbul, Darwin. docs/decisions/0007-mock-climate-and-air-from-published-data.md names the stations checked.
 */
export const CLIMATE_NORMALS_TABLE = EUROPE_AFRICA_ASIA_NORMALS + OCEANIA_AMERICAS_POLES_NORMALS;
