/** Word lists the demo data is assembled from. */

export const NAME_STEMS = [
  'Northwind', 'Helios', 'Aurora', 'Beacon', 'Cobalt', 'Lumen', 'Vertex', 'Atlas', 'Nimbus', 'Solstice',
  'Harbor', 'Meridian', 'Summit', 'Cascade', 'Ember', 'Falcon', 'Granite', 'Horizon', 'Juniper', 'Kestrel',
  'Lattice', 'Mosaic', 'Nova', 'Onyx', 'Pinnacle', 'Quarry', 'Redwood', 'Sable', 'Tandem', 'Umbra',
  'Vanguard', 'Willow', 'Xenon', 'Yonder', 'Zephyr', 'Acorn', 'Birch', 'Cedar', 'Drift', 'Echo',
  'Fable', 'Glacier', 'Haven', 'Indigo', 'Jade', 'Keystone', 'Lighthouse', 'Maple', 'Nectar', 'Orbit',
  'Prism', 'Quill', 'Ridge', 'Sierra', 'Tidal', 'Unity', 'Velvet', 'Wren', 'Apex', 'Bolt',
  'Crest', 'Delta', 'Ether', 'Flux', 'Grove', 'Halo', 'Iris', 'Kinetic', 'Lynx', 'Magnet',
  'Nexus', 'Oakridge', 'Pulse', 'Radiant', 'Spruce', 'Tangent', 'Vivid', 'Wavelength', 'Alpine', 'Bluebird',
  'Copperline', 'Dune', 'Evergreen', 'Fjord', 'Gale', 'Hearth', 'Inlet', 'Jetstream', 'Kelp', 'Lantern',
  'Monsoon', 'Nordic', 'Oasis', 'Paragon', 'Quasar', 'Riverstone', 'Saffron', 'Terra', 'Upland', 'Vesper',
  'Waypoint', 'Yarrow', 'Zenith', 'Amber', 'Basalt', 'Cinder', 'Dawn', 'Elm', 'Fern', 'Garnet',
  'Heron', 'Ironwood', 'Jasper', 'Kite', 'Lark', 'Mesa', 'Nightjar', 'Opal', 'Pebble', 'Quartz',
  'Raven', 'Slate', 'Thistle', 'Ursa', 'Vale', 'Whisper', 'Arbor', 'Bramble', 'Canopy', 'Dusk',
  'Emberly', 'Foxglove', 'Goldcrest', 'Hollow', 'Ivory', 'Kindling', 'Larkspur', 'Marlin', 'Nebula', 'Orchid',
  'Pioneer', 'Rookery', 'Sparrow', 'Tundra', 'Verdant', 'Wildflower', 'Argent', 'Boreal', 'Cypress', 'Dynamo',
  'Equinox', 'Firefly', 'Gossamer', 'Highland', 'Isle', 'Kodiak', 'Lodestar', 'Mistral', 'Northstar', 'Outpost',
  'Polaris', 'Rainier', 'Sequoia', 'Trellis', 'Vantage', 'Westwind', 'Anchor', 'Bastion', 'Cirrus', 'Driftwood',
  'Estuary', 'Foundry', 'Graphite', 'Hyperion', 'Ignite', 'Jubilee', 'Krypton', 'Lumina', 'Mercury', 'Neon',
  'Obsidian', 'Pacific', 'Rivulet', 'Stellar', 'Titan', 'Vector', 'Windward', 'Aster', 'Brightwater', 'Caldera',
  'Dovetail', 'Elevate', 'Fathom', 'Gradient', 'Hatch', 'Inkwell', 'Juno', 'Keel', 'Ledger', 'Monarch',
] as const;

export type Sector = 'ai' | 'fintech' | 'health' | 'climate' | 'industrial' | 'consumer' | 'infra' | 'security';

export const NAME_SUFFIXES: ReadonlyArray<readonly [string, Sector]> = [
  ['Analytics', 'ai'], ['AI', 'ai'], ['Intelligence', 'ai'], ['Vision', 'ai'], ['Labs', 'ai'], ['Data', 'ai'],
  ['Insights', 'ai'], ['Cognition', 'ai'], ['Voice', 'ai'], ['Models', 'ai'],
  ['Payments', 'fintech'], ['Finance', 'fintech'], ['Ledger', 'fintech'], ['Lending', 'fintech'], ['Wealth', 'fintech'],
  ['Insurance', 'fintech'], ['Markets', 'fintech'], ['Pay', 'fintech'], ['Treasury', 'fintech'], ['Credit', 'fintech'],
  ['Health', 'health'], ['Bio', 'health'], ['Therapeutics', 'health'], ['Diagnostics', 'health'], ['Genomics', 'health'],
  ['Care', 'health'], ['Medical', 'health'], ['Clinic', 'health'], ['Biosciences', 'health'], ['Pharma', 'health'],
  ['Energy', 'climate'], ['Climate', 'climate'], ['Carbon', 'climate'], ['Grid', 'climate'], ['Batteries', 'climate'],
  ['Solar', 'climate'], ['Water', 'climate'], ['Hydrogen', 'climate'], ['Agritech', 'climate'], ['Materials', 'climate'],
  ['Robotics', 'industrial'], ['Logistics', 'industrial'], ['Freight', 'industrial'], ['Aerospace', 'industrial'],
  ['Manufacturing', 'industrial'], ['Drones', 'industrial'], ['Mobility', 'industrial'], ['Dynamics', 'industrial'],
  ['Motors', 'industrial'], ['Fleet', 'industrial'],
  ['Foods', 'consumer'], ['Travel', 'consumer'], ['Studios', 'consumer'], ['Games', 'consumer'], ['Fitness', 'consumer'],
  ['Home', 'consumer'], ['Pets', 'consumer'], ['Learning', 'consumer'], ['Commerce', 'consumer'], ['Media', 'consumer'],
  ['Cloud', 'infra'], ['Systems', 'infra'], ['Networks', 'infra'], ['Compute', 'infra'], ['Software', 'infra'],
  ['Stack', 'infra'], ['Devices', 'infra'], ['Semiconductors', 'infra'], ['Storage', 'infra'], ['Works', 'infra'],
  ['Security', 'security'], ['Identity', 'security'], ['Shield', 'security'], ['Defense', 'security'],
  ['Privacy', 'security'], ['Compliance', 'security'], ['Sentinel', 'security'], ['Guard', 'security'],
];

/** Appended when a stem + suffix pair is already taken. */
export const DISAMBIGUATORS = [
  'Group', 'Technologies', 'Holdings', 'Partners', 'Collective', 'Industries', 'Co', 'Digital', 'Global', 'Ventures',
  'Solutions', 'Platforms', 'Company', 'Worldwide', 'Research', 'Lab', 'Hub', 'Studio', 'Works', 'One',
] as const;

export const TLDS = ['com', 'io', 'ai', 'co', 'dev', 'tech', 'app', 'health', 'energy', 'so'] as const;

export const OFFERINGS: Record<Sector, readonly string[]> = {
  ai: ['forecasting models', 'document understanding', 'an AI copilot', 'computer vision pipelines', 'speech analytics', 'a data labelling platform', 'anomaly detection', 'LLM evaluation tooling'],
  fintech: ['embedded payments', 'treasury automation', 'credit underwriting', 'real-time reconciliation', 'spend management', 'cross-border payouts', 'revenue-based financing', 'usage-based billing'],
  health: ['remote patient monitoring', 'clinical trial software', 'an oncology diagnostic', 'a digital therapeutic', 'prior-authorisation automation', 'at-home lab testing', 'a gene-editing platform', 'care coordination'],
  climate: ['grid-scale storage', 'carbon accounting', 'industrial heat pumps', 'green hydrogen electrolysers', 'precision irrigation', 'low-carbon cement', 'solar asset management', 'battery recycling'],
  industrial: ['autonomous warehouse robots', 'freight brokerage software', 'drone inspection', 'predictive maintenance', 'additive manufacturing', 'fleet electrification', 'supply chain visibility', 'factory scheduling'],
  consumer: ['a meal-kit subscription', 'group travel planning', 'a creator marketplace', 'connected fitness', 'pet telehealth', 'language learning', 'resale commerce', 'casual mobile games'],
  infra: ['serverless databases', 'observability', 'edge compute', 'developer environments', 'data pipelines', 'chip design automation', 'object storage', 'API management'],
  security: ['identity verification', 'cloud security posture management', 'fraud detection', 'privacy engineering', 'SOC automation', 'passwordless authentication', 'supply-chain security', 'compliance automation'],
};

export const AUDIENCES = [
  'mid-market finance teams', 'hospitals and clinics', 'logistics operators', 'enterprise IT', 'independent retailers',
  'utilities', 'manufacturers', 'insurers', 'software developers', 'families', 'small businesses', 'public-sector agencies',
  'e-commerce brands', 'banks and credit unions', 'research labs', 'property managers',
] as const;

export const FIRST_NAMES = [
  'Amara', 'Benjamin', 'Chen', 'Daniela', 'Elias', 'Fatima', 'Gabriel', 'Hana', 'Ivan', 'Jasmine',
  'Kofi', 'Laura', 'Mateo', 'Nadia', 'Oliver', 'Priya', 'Quentin', 'Rosa', 'Samuel', 'Tara',
  'Umar', 'Valentina', 'William', 'Ximena', 'Yusuf', 'Zoe', 'Aisha', 'Bruno', 'Clara', 'Dmitri',
  'Elena', 'Felix', 'Grace', 'Hugo', 'Ingrid', 'Jonas', 'Keiko', 'Leon', 'Maya', 'Nikhil',
  'Olga', 'Pablo', 'Rania', 'Sofia', 'Tomas', 'Uma', 'Victor', 'Wen', 'Yara', 'Zain',
  'Anika', 'Carlos', 'Diego', 'Emma', 'Farah', 'Georg', 'Helena', 'Isaac', 'Julia', 'Kenji',
  'Lucia', 'Marcus', 'Noor', 'Omar', 'Paula', 'Rafael', 'Sara', 'Theo', 'Vera', 'Wei',
] as const;

export const LAST_NAMES = [
  'Okafor', 'Schmidt', 'Nakamura', 'Rossi', 'Haddad', 'Kowalski', 'Fernandes', 'Lindqvist', 'Mensah', 'Patel',
  'Dubois', 'Novak', 'Oyelaran', 'Silva', 'Tanaka', 'Andersen', 'Moreau', 'Ivanova', 'Castillo', 'Brennan',
  'Achebe', 'Bauer', 'Costa', 'Dijkstra', 'Eriksen', 'Fischer', 'Garcia', 'Hoffmann', 'Iyer', 'Jensen',
  'Kim', 'Larsen', 'Mendes', 'Nguyen', 'Olsen', 'Park', 'Quinn', 'Ramos', 'Sato', 'Torres',
  'Underwood', 'Vargas', 'Walsh', 'Xu', 'Yamamoto', 'Zimmermann', 'Abara', 'Becker', 'Chowdhury', 'Duarte',
  'Engel', 'Fontaine', 'Gallagher', 'Horvat', 'Ibrahim', 'Kaur', 'Lopez', 'Moretti', 'Nielsen', 'Osei',
] as const;

export const FOUNDER_TITLES = ['Co-founder & CEO', 'Founder & CEO', 'CEO'] as const;
export const SECOND_TITLES = ['Co-founder & CTO', 'CFO', 'Co-founder & COO', 'VP Finance', 'Chief Product Officer'] as const;

export const INVESTORS = [
  'Redpine Partners', 'Blue Meadow Capital', 'Harborline Ventures', 'Atlas Growth', 'Kestrel Fund',
  'Northbridge Capital', 'Greenfield Partners', 'Summit Peak Equity', 'Lumen Ventures', 'Granite Hill',
] as const;
