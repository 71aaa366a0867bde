// Its own (empty) configuration, so that Next does not pick up the app's from the folder above.
const config = {};
export default config;
